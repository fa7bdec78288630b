// The organisation's identity: the schema accepts the configured one and refuses the mistakes a
// reader of the legal pages would catch (check digits, a VAT number of another company, a phone number
// written two ways, a mediator without a secure website).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ORGANISATION } from '~/config/organisation';
import {
  SIREN_DISPLAY,
  SIRET_DISPLAY,
  TRAINING_REGISTRATION_SENTENCE,
} from '~/config/legal-mentions';
import { organisationProblems } from '~/integrations/organisation-check';

const withChanges = (changes: Record<string, unknown>) => ({ ...ORGANISATION, ...changes });

describe('identité de l’organisme', () => {
  it('la configuration respecte le schéma', () => {
    expect(organisationProblems(ORGANISATION)).toEqual([]);
  });

  it('affiche SIREN, SIRET et la phrase de l’article L6352-12', () => {
    expect(SIREN_DISPLAY).toBe('912\u00a0345\u00a0675');
    expect(SIRET_DISPLAY).toBe('912\u00a0345\u00a0675\u00a000017');
    expect(TRAINING_REGISTRATION_SENTENCE).toBe(
      'Déclaration d’activité enregistrée sous le numéro 11\u00a075\u00a065432\u00a075 auprès du préfet de la région Île-de-France. Cet enregistrement ne vaut pas agrément de l’État.',
    );
  });

  it('refuse un SIRET dont la clé de contrôle est fausse', () => {
    expect(organisationProblems(withChanges({ siret: '91234567500018' }))).toContain(
      'siret — SIRET : clé de contrôle invalide.',
    );
  });

  it('refuse un numéro de TVA qui n’est pas celui du SIREN', () => {
    const problems = organisationProblems(withChanges({ vatNumber: 'FR65123456789' }));
    expect(problems.join('\n')).toContain('TVA : les 9 derniers chiffres doivent être le SIREN');
    expect(organisationProblems(withChanges({ vatNumber: 'FR66912345675' }))).toContain(
      'organisation — TVA : clé invalide pour ce SIREN.',
    );
  });

  it('refuse un téléphone écrit de deux façons différentes', () => {
    const contact = {
      ...ORGANISATION.contact,
      phone: { display: '01 84 80 42 10', href: '+33184804211' },
    };
    expect(organisationProblems(withChanges({ contact })).join('\n')).toContain(
      'les deux écritures ne désignent pas le même numéro',
    );
  });

  it('refuse un médiateur sans site en https et une déclaration d’activité mal formée', () => {
    const mediator = { ...ORGANISATION.mediator, website: 'http://mediateur.fr/' };
    expect(organisationProblems(withChanges({ mediator })).join('\n')).toContain(
      'Site du médiateur : adresse https:// attendue.',
    );
    const trainingRegistration = { number: '11 75 65432 75', region: 'Île-de-France' };
    expect(organisationProblems(withChanges({ trainingRegistration })).join('\n')).toContain(
      'Déclaration d’activité : 11 chiffres.',
    );
  });

  it('refuse une identité incomplète', () => {
    const { mediator: _mediator, ...withoutMediator } = ORGANISATION;
    expect(organisationProblems(withoutMediator).join('\n')).toMatch(/^mediator — /m);
  });
});

describe('personnes à contacter', () => {
  const team = parse(
    readFileSync(new URL('../../../content/data/team.yaml', import.meta.url), 'utf8'),
  ) as { name: string; role: string }[];
  const contacts = [
    ORGANISATION.pedagogicalContact,
    ORGANISATION.complaintsContact,
    ORGANISATION.disabilityReferent,
  ];

  it.each(contacts.map((contact) => [contact.role, contact]))(
    '« %s » est une personne de l’équipe présentée, sous ce même rôle',
    (_role, contact) => {
      const member = team.find((person) => person.name === contact.name);
      expect(member, contact.name).toBeDefined();
      expect(member!.role.toLowerCase()).toContain(contact.role.toLowerCase());
    },
  );
});
