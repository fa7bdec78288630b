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

/** A rule and the day it took effect (AAAA-MM-JJ). */
export interface DatedRule {
  inForceSince: string;
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
  until: '2026-12-31',
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

/** Transitions collectives and Pro-A merged into the "période de reconversion", financed by the OPCO. */
export const RECONVERSION_PERIOD = {
  inForceSince: '2026-01-01',
  replaces: ['Transitions collectives', 'Pro-A'],
  source: {
    text: 'Loi n° 2025-989 du 24 octobre 2025, article 11 (articles L6324-1 et suivants du Code du travail)',
    url: 'https://entreprendre.service-public.gouv.fr/actualites/A18798',
  },
} as const satisfies DatedRule & Record<string, unknown>;
