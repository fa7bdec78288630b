// The Qualiopi status: one setting that decides what the site may claim (Code du travail L6316-1,
// L6352-13; rules of use of the Qualiopi mark). While `pending`, no check mark and no Qualiopi logo
// anywhere, and public or pooled funding (CPF, OPCO, France Travail, Transitions Pro) is presented as
// available once certified. When the certificate is issued, switch to `certified`: fill in its details,
// put the certificate PDF and the official mark (sent by the certifier) under public/qualiopi/, and the
// badge, the about page and every funding mention follow.

/** Categories of action a certificate can cover (article L6313-1), as the mark's sentence names them. */
export const QUALIOPI_CATEGORIES = [
  'actions de formation',
  'bilans de compétences',
  'actions permettant de faire valider les acquis de l’expérience',
  'actions de formation par apprentissage',
] as const;

export type QualiopiCategory = (typeof QUALIOPI_CATEGORIES)[number];

export interface QualiopiCertified {
  status: 'certified';
  certificateNumber: string;
  /** AAAA-MM-JJ. */
  issuedOn: string;
  /** AAAA-MM-JJ: a certificate is valid three years, subject to the surveillance audit. */
  validUntil: string;
  certifier: string;
  categories: readonly [QualiopiCategory, ...QualiopiCategory[]];
  /** Public path of the certificate PDF (shown on the site since the arrêté of 31 May 2023). */
  certificatePdf: string;
  /** Public path of the official mark (image), given by the certifier. */
  markImage: string;
}

export type QualiopiStatus = { status: 'pending' } | QualiopiCertified;

export const QUALIOPI: QualiopiStatus = { status: 'pending' };
