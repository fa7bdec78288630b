// The accessibility status the footer of every page shows, and the facts of the déclaration
// d'accessibilité (RGAA 4.1.2 model). The status is derived, never typed: the RGAA says "totalement
// conforme" when an audit finds 100 % of applicable criteria met, "partiellement conforme" from 50 %,
// and "non conforme" below 50 % or when no valid audit exists. Our automated (axe-core) and keyboard
// checks are not an RGAA audit, so until one is carried out the site is "non conforme": fill in the
// audit's date and rate here and the footer and the statement follow.
import { formatIsoDate } from '~/lib/format';

export type AccessibilityStatus = 'totalement conforme' | 'partiellement conforme' | 'non conforme';

export interface AccessibilityFacts {
  standard: string;
  /** Date the statement was written, AAAA-MM-JJ. */
  statementDate: string;
  /** Date of the RGAA audit, AAAA-MM-JJ; null while none was carried out. */
  auditDate: string | null;
  /** Share of applicable RGAA criteria the audit found met; null while none was carried out. */
  criteriaRatePercent: number | null;
  statementPath: string;
}

export const ACCESSIBILITY: AccessibilityFacts = {
  standard: 'RGAA version 4.1.2',
  statementDate: '2026-11-23',
  auditDate: null,
  criteriaRatePercent: null,
  statementPath: '/declaration-accessibilite/',
};

/** The RGAA's thresholds applied to an audit's rate (no audit, no conformity). */
export function accessibilityStatus(facts: AccessibilityFacts): AccessibilityStatus {
  if (facts.auditDate === null || facts.criteriaRatePercent === null) return 'non conforme';
  if (facts.criteriaRatePercent >= 100) return 'totalement conforme';
  return facts.criteriaRatePercent >= 50 ? 'partiellement conforme' : 'non conforme';
}

/** "Accessibilité : non conforme", as the footer and the statement print it. */
export function accessibilityMention(facts: AccessibilityFacts): string {
  return `Accessibilité\u00a0: ${accessibilityStatus(facts)}`;
}

/** What the statement says about the audit: its result, or why the status is "non conforme" without one. */
export function auditSentence(facts: AccessibilityFacts): string {
  if (facts.auditDate === null || facts.criteriaRatePercent === null) {
    return 'Aucun audit de conformité au RGAA n’a encore été réalisé. En l’absence d’audit, le RGAA impose de déclarer le site non conforme, quels que soient les résultats de nos propres contrôles, décrits ci-dessous\u00a0: ils ne couvrent qu’une partie des critères.';
  }
  return `L’audit réalisé le ${formatIsoDate(facts.auditDate)} révèle que ${facts.criteriaRatePercent}\u00a0% des critères du RGAA applicables sont respectés.`;
}
