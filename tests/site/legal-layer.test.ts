// The organisation's legal layer as a visitor reads it in the built pages: the L6352-12 sentence, the
// accessibility status and statement linked from every page, both withdrawal periods in the CGV, the
// Qualiopi status's funding wording, and every funding figure with the date it took effect.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  hasDistFile,
  listHtmlFiles,
  loadDocument,
  pagePathOf,
  requireDist,
} from '../support/dist.ts';
import { ACCESSIBILITY, accessibilityMention } from '../../src/config/accessibility.ts';
import { HEAD_OFFICE_LINE, OPENING_HOURS, ORGANISATION } from '../../src/config/organisation.ts';
import { TRAINING_VENUE } from '../../src/config/site.ts';
import {
  APPRENTICESHIP_HIRING_AID,
  CPF_CAPS_BY_ACTION,
  CPF_ORDER_LEAD_TIME,
  CPF_PARTICIPATION,
  FRANCE_TRAVAIL,
  RECONVERSION_PERIOD,
} from '../../src/config/funding-rules.ts';
import { QUALIOPI } from '../../src/config/qualiopi.ts';
import { formatEurosExact, formatIsoDate } from '../../src/lib/format.ts';

requireDist();

/** The visible text of a page's <main>, spaces normalised (non-breaking ones included). */
function mainText(path: string): string {
  const document = loadDocument(`${path.slice(1)}index.html`);
  return (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
}

const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('pages légales', () => {
  it('chaque fichier de content/legal est publié à son adresse (une page par fichier dans src/pages)', () => {
    const ids = readdirSync('content/legal')
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.replace(/\.mdx$/, ''));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(hasDistFile(`${id}/index.html`), `/${id}/`).toBe(true);
  });
});

describe('mentions légales', () => {
  it('portent la phrase de l’article L6352-12 avec le numéro de déclaration et la région', () => {
    const text = mainText('/mentions-legales/');
    expect(text).toContain('Cet enregistrement ne vaut pas agrément de l’État.');
    expect(normalise(text)).toContain('11 75 65432 75');
    expect(text).toContain(`préfet de la région ${ORGANISATION.trainingRegistration.region}`);
  });

  it('nomment l’éditeur, l’hébergeur, la direction de la publication et le médiateur depuis l’identité', () => {
    const text = mainText('/mentions-legales/');
    for (const fact of [
      'RCS Paris 912 345 675',
      'SIRET : 912 345 675 00017',
      ORGANISATION.host.name,
      ORGANISATION.host.phone,
      ORGANISATION.publicationDirector.name,
      ORGANISATION.mediator.name,
      ORGANISATION.vatNumber,
    ]) {
      expect(normalise(text)).toContain(normalise(fact));
    }
  });
});

describe('pied de page de chaque page', () => {
  const files = listHtmlFiles();
  it.each(files.map((file) => [pagePathOf(file), file]))(
    '%s affiche l’état d’accessibilité et mène à la déclaration, au règlement intérieur et aux réclamations',
    (_path, file) => {
      // The site footer is the page's last <footer> (articles have their own).
      const footer = [...loadDocument(file).querySelectorAll('footer')].at(-1);
      const status = footer?.querySelector('[data-accessibility-status]');
      expect(status?.getAttribute('href')).toBe('/declaration-accessibilite/');
      expect(normalise(status?.textContent ?? '').trim()).toBe(
        normalise(accessibilityMention(ACCESSIBILITY)),
      );
      const hrefs = [...(footer?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(
        expect.arrayContaining(['/reglement-interieur/', '/reclamations/', '/cgv/']),
      );
      expect(footer?.textContent).toContain('Cet enregistrement ne vaut pas agrément de l’État.');
    },
  );
});

describe('page contact', () => {
  it('donne l’adresse du centre avec son accès et les horaires d’ouverture, pas seulement la ville', () => {
    const text = mainText('/contact/');
    expect(text).toContain(normalise(HEAD_OFFICE_LINE));
    expect(text).toContain(normalise(TRAINING_VENUE.transport));
    expect(text).toContain(normalise(`${OPENING_HOURS.opens} – ${OPENING_HOURS.closes}`));
  });
});

describe('déclaration d’accessibilité', () => {
  it('suit le modèle du RGAA : état, contrôles, non-audité, contenus non accessibles, contact, recours', () => {
    const document = loadDocument('declaration-accessibilite/index.html');
    const headings = [...document.querySelectorAll('main h2')].map((h) => h.textContent?.trim());
    expect(headings).toEqual(
      expect.arrayContaining([
        'État de conformité',
        'Résultats des contrôles',
        'Ce qui n’a pas été contrôlé',
        'Contenus non accessibles',
        'Plan d’amélioration',
        'Retour d’information et contact',
        'Voies de recours',
      ]),
    );
    const text = mainText('/declaration-accessibilite/');
    expect(text).toContain('Le site est non conforme avec le RGAA version 4.1.2.');
    expect(text).toContain('Aucun audit de conformité au RGAA n’a encore été réalisé.');
    expect(text).toContain('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
  });
});

describe('conditions générales de vente', () => {
  const text = mainText('/cgv/');

  it('énoncent les deux délais de rétractation et la règle des 30 %', () => {
    expect(text).toContain('10 jours à compter de la signature du contrat');
    expect(text).toContain('L. 6353-5 du Code du travail');
    expect(text).toContain('14 jours à compter de la conclusion du contrat');
    expect(text).toContain('L. 221-18 du Code de la consommation');
    expect(text).toContain('un premier versement de 30 % du prix au plus');
    expect(text).toContain('L. 6353-6');
  });

  it('nomment le médiateur avec son adresse et son site, et renvoient aux réclamations', () => {
    expect(normalise(text)).toContain(
      normalise(`${ORGANISATION.mediator.name}, ${ORGANISATION.mediator.address}`),
    );
    expect(text).toContain('www.mediation-formation.example');
    const links = [...loadDocument('cgv/index.html').querySelectorAll('main a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toContain('/reclamations/');
  });
});

describe('réclamations et règlement intérieur', () => {
  it('la procédure de réclamation donne le contact et les délais de réponse', () => {
    const text = mainText('/reclamations/');
    expect(text).toContain(ORGANISATION.complaintsContact.email);
    expect(text).toMatch(/Accusé de réception : sous \d+ jours ouvrés/);
    expect(text).toMatch(/Réponse motivée : sous \d+ jours ouvrés/);
  });

  it('chaque page formation mène au règlement intérieur et aux réclamations (indicateurs 9 et 31)', () => {
    for (const file of listHtmlFiles().filter((f) =>
      /^formation\/tp-[^/]+\/index\.html$/.test(f),
    )) {
      const hrefs = [...loadDocument(file).querySelectorAll('main a')].map((a) =>
        a.getAttribute('href'),
      );
      expect(hrefs).toEqual(expect.arrayContaining(['/reglement-interieur/', '/reclamations/']));
    }
  });
});

describe('financements', () => {
  it('chaque règle de /financement montre sa date d’entrée en vigueur et sa source', () => {
    const document = loadDocument('financement/index.html');
    const rules = [...document.querySelectorAll('[data-funding-rule]')];
    expect(rules.map((rule) => rule.getAttribute('data-funding-rule'))).toEqual([
      'cpf',
      'apprentissage',
      'france-travail',
      'reconversion',
      'cpf-delai',
      'cpf-plafonds',
    ]);
    const dates = [
      CPF_PARTICIPATION.inForceSince,
      APPRENTICESHIP_HIRING_AID.inForceSince,
      FRANCE_TRAVAIL.inForceSince,
      RECONVERSION_PERIOD.inForceSince,
      CPF_ORDER_LEAD_TIME.inForceSince,
      CPF_CAPS_BY_ACTION.inForceSince,
    ];
    rules.forEach((rule, index) => {
      const time = rule.querySelector('time');
      expect(time?.getAttribute('datetime')).toBe(dates[index]);
      expect(normalise(time?.textContent ?? '')).toBe(normalise(formatIsoDate(dates[index])));
      expect(rule.querySelector('a[href^="https://"]')).not.toBeNull();
    });
  });

  it('la participation CPF en vigueur et sa date, sur /financement, dans la FAQ et dans les CGV', () => {
    const amount = normalise(formatEurosExact(CPF_PARTICIPATION.amountEuros));
    const since = normalise(formatIsoDate(CPF_PARTICIPATION.inForceSince));
    for (const path of ['/financement/', '/faq/', '/cgv/']) {
      const text = normalise(mainText(path));
      expect(text, path).toContain(amount);
      expect(text, path).toContain(since);
    }
  });

  it('l’aide à l’embauche d’un apprenti en vigueur sur /entreprises, datée et limitée à l’apprentissage', () => {
    const document = loadDocument('entreprises/index.html');
    const figure = document.querySelector('[data-funding-figure="apprentissage"]');
    expect(figure?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-08');
    const text = normalise(figure?.textContent ?? '');
    expect(text).toContain('4 500 € (niveau 5)');
    expect(text).toContain('Le contrat de professionnalisation n’ouvre pas droit à cette aide.');
    expect(normalise(mainText('/entreprises/'))).not.toContain('6 000 € la première année');
  });

  it('les financements publics suivent le statut Qualiopi : « dès l’obtention » tant qu’il est en attente', () => {
    const pending = QUALIOPI.status === 'pending';
    for (const path of ['/financement/', '/entreprises/', '/faq/']) {
      const text = mainText(path);
      if (pending) expect(text, path).toContain('dès qu’elle sera délivrée');
      else expect(text, path).toContain('Organisme certifié Qualiopi');
    }
    const training = mainText('/formation/tp-conseiller-vente/');
    const label = 'dès l’obtention de la certification Qualiopi';
    if (pending) expect(training).toContain(label);
    else expect(training).not.toContain(label);
  });

  it('le second catalogue dit France Travail, plus Pôle emploi', () => {
    const text = mainText('/catalogue-formations/');
    expect(text).toContain('France Travail');
    expect(text).not.toMatch(/Pôle emploi/i);
  });
});
