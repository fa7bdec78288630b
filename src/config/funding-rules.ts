// Funding rules in force, each with the date it took effect and its legal source: /financement,
// /entreprises, the FAQ and the articles read them here (MDX files import this module), so a new
// amount is typed once. Re-check every January (`npm run check:content` says when): the CPF
// participation is re-indexed each 1 January and the apprenticeship aid is renewed by decree for
// contracts of one calendar year.
// docs/product.md §9 gave the values of 2024 (100 € participation, 6 000 € aid, Pôle emploi): all changed since.

/** Where a rule comes from: the legal text a reader can look up, and a public page that explains it. */
export interface RuleSource {
  /** The legal text, e.g. "Décret n° 2024-394 du 29 avril 2024". */
  text: string;
  url: string;
}

/** A rule, the day it took effect and, when known, its last day (AAAA-MM-JJ); check:content flags it after that. */
export interface DatedRule {
  inForceSince: string;
  endsOn?: string;
  source: RuleSource;
}

/** CPF participation ("reste à charge"), Code du travail L6323-4 as amended by the finance law for 2023. */
export const CPF_PARTICIPATION = {
  amountEuros: 103.2,
  inForceSince: '2026-01-01',
  /** The flat participation started at 100 € on this day, then is indexed each 1 January. */
  introducedOn: '2024-05-02',
  introducedAmountEuros: 100,
  source: {
    text: 'Décret n° 2024-394 du 29 avril 2024 ; montant revalorisé par l’arrêté du 30 décembre 2025 (JO du 1er janvier 2026)',
    url: 'https://www.voltaire-avocats.com/fr/compte-personnel-de-formation-le-reste-a-charge-revalorise-pour-2026',
  },
} as const satisfies DatedRule & Record<string, unknown>;

/**
 * State aid to employers hiring an apprentice (contrat d'apprentissage only, not the contrat de
 * professionnalisation), first year of the contract, for contracts starting before `until`.
 */
export const APPRENTICESHIP_HIRING_AID = {
  inForceSince: '2026-03-08',
  endsOn: '2026-12-31',
  smallCompanyMaxEmployees: 249,
  /** Companies of fewer than 250 employees, by level of the diploma or title prepared. */
  smallCompany: { levels3to4: 5000, level5: 4500, levels6to7: 2000 },
  /** 250 employees or more (and a quota of work-study contracts to meet). */
  largeCompany: { levels3to4: 2000, level5: 1500, levels6to7: 750 },
  /** Apprentice recognised as a disabled worker (RQTH): any company size, any level. */
  disabledApprentice: 6000,
  source: {
    text: 'Décret n° 2026-168 du 6 mars 2026',
    url: 'https://www.formapro.com/articles/ext/publication-du-decret-de-renouvellement-de-laide-aux-employeurs-dapprentis',
  },
} as const satisfies DatedRule & Record<string, unknown>;

/** Pôle emploi became France Travail (loi pour le plein emploi). */
export const FRANCE_TRAVAIL = {
  inForceSince: '2024-01-01',
  formerName: 'Pôle emploi',
  source: {
    text: 'Loi n° 2023-1196 du 18 décembre 2023 pour le plein emploi',
    url: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000048581935',
  },
} as const satisfies DatedRule & Record<string, unknown>;

/**
 * Transitions collectives and Pro-A merged into the "période de reconversion", financed by the OPCO.
 * The law dates it from 1 January 2026, but it could be used only once its two decrees applied.
 */
export const RECONVERSION_PERIOD = {
  inForceSince: '2026-02-01',
  lawInForceSince: '2026-01-01',
  replaces: ['Transitions collectives', 'Pro-A'],
  /** Training hours, spread over at most `maxMonths`, unless a branch or company agreement extends them. */
  minHours: 150,
  maxHours: 450,
  maxMonths: 12,
  /** The employer sends the agreement and the training contract to the OPCO at least this many days before the start. */
  fileDaysBeforeStart: 30,
  /** The OPCO answers within this many days of receiving the file. */
  opcoAnswerDays: 20,
  source: {
    text: 'Décrets n° 2026-39 et n° 2026-40 du 28 janvier 2026 (JO du 31 janvier 2026), pris pour l’article 11 de la loi n° 2025-989 du 24 octobre 2025 (articles L6324-1 et suivants, R6324-1 du Code du travail)',
    url: 'https://www.lofficieldesmetiers.fr/formation-continue-tout-savoir-sur-la-periode-de-reconversion-et-lentretien-professionnel',
  },
} as const satisfies DatedRule & Record<string, unknown>;

/**
 * Mon Compte Formation: the training centre cannot send an order proposal for a session that starts
 * fewer than `workingDays` working days ("jours ouvrés": Monday to Friday, public holidays excepted)
 * after the day it is sent (Caisse des Dépôts, since 10 June 2021; conditions générales d’utilisation).
 * src/lib/working-days.ts counts them.
 */
export const CPF_ORDER_LEAD_TIME = {
  inForceSince: '2021-06-10',
  workingDays: 11,
  source: {
    text: 'Caisse des Dépôts, Mon Compte Formation\u00a0: délai minimum de 11 jours ouvrés entre l’envoi de la proposition de commande et l’entrée en formation (communiqué du 18 mai 2021, conditions générales d’utilisation)',
    url: 'https://cpformation.com/cpf-se-former-11-jours-de-reflexion/',
  },
} as const satisfies DatedRule & Record<string, unknown>;

/**
 * Finance law for 2026, article 203: a decree may cap what the CPF pays by kind of action, whatever the
 * account holds. Known in February 2026: draft decrees (examined by the CNNCEFP on 11 February 2026) cap
 * Répertoire spécifique certifications, skills assessments and the car driving licence; RNCP titles such
 * as ours are not among them. `draftCaps` stay drafts until a decree is published: re-check.
 */
export const CPF_CAPS_BY_ACTION = {
  inForceSince: '2026-02-21',
  decreesPublished: false,
  draftCaps: [
    { action: 'certifications du Répertoire spécifique (hors CléA)', euros: 1500 },
    { action: 'bilans de compétences', euros: 1600 },
    { action: 'permis de conduire des véhicules légers', euros: 900 },
  ],
  source: {
    text: 'Loi de finances pour 2026, article 203 (JO du 20 février 2026)\u00a0; projets de décrets examinés le 11 février 2026',
    url: 'https://www.certi-cpf.fr/post/plafonnement-du-cpf-2026-les-premiers-chiffres.html',
  },
} as const satisfies DatedRule & Record<string, unknown>;
