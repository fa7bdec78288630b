import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '~/features/requests/messages-contact';
import { describeContactSubject } from '~/features/requests/contact-subject';

const { subjects } = CONTACT_MESSAGES;

describe('describeContactSubject', () => {
  it.each([
    [
      'Demande_Info_Validation_Bloc',
      'Demande d’information\u00a0: validation d’un bloc de compétences',
    ],
    [
      'Demande_Coaching_Recrutement',
      'Demande d’information\u00a0: coaching entretien de recrutement',
    ],
    [
      'Demande_Coaching_Examen',
      'Demande d’information\u00a0: coaching préparation examen et certification',
    ],
  ])('traduit %s en sujet lisible', (code, text) => {
    expect(describeContactSubject(`?subject=${code}`, subjects)).toBe(text);
  });

  it('garde une valeur inconnue, soulignés remplacés par des espaces', () => {
    expect(describeContactSubject('?subject=Question_sur__le_CPF', subjects)).toBe(
      'Question sur le CPF',
    );
  });

  it('ne lit pas les propriétés héritées et rend une chaîne vide sans paramètre', () => {
    expect(describeContactSubject('?subject=toString', subjects)).toBe('toString');
    expect(describeContactSubject('', subjects)).toBe('');
  });
});
