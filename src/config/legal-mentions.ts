// The identity's numbers as documents print them, and the sentence L6352-12 imposes. Server side only
// (legal pages, footer): kept apart from ./organisation.ts so that browser bundles reading a contact
// address do not carry the whole identity.
import { ORGANISATION } from './organisation';

// The groups of digits are joined by no-break spaces: a number cut at the end of a line reads as two.

/** SIREN = the SIRET's first nine digits, as the RCS shows it: "912 345 675". */
export const SIREN_DISPLAY = ORGANISATION.siret.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1\u00a0');

/** "912 345 675 00017", as printed on documents. */
export const SIRET_DISPLAY = `${SIREN_DISPLAY}\u00a0${ORGANISATION.siret.slice(9)}`;

/** "11 75 65432 75": the usual grouping of a déclaration d'activité number. */
export const TRAINING_REGISTRATION_DISPLAY = ORGANISATION.trainingRegistration.number.replace(
  /^(\d{2})(\d{2})(\d{5})(\d{2})$/,
  '$1\u00a0$2\u00a0$3\u00a0$4',
);

/**
 * The sentence L6352-12 of the Code du travail imposes whenever the registration is mentioned; its
 * second sentence may be neither left out nor altered.
 */
export const TRAINING_REGISTRATION_SENTENCE = `Déclaration d’activité enregistrée sous le numéro ${TRAINING_REGISTRATION_DISPLAY} auprès du préfet de la région ${ORGANISATION.trainingRegistration.region}. Cet enregistrement ne vaut pas agrément de l’État.`;
