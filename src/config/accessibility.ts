// The accessibility status the footer of every page shows and the déclaration d'accessibilité details
// (RGAA 4.1.2 model). The status follows the RGAA's rule, not our own optimism: "totalement conforme"
// needs an audit with 100 % of applicable criteria met, "partiellement conforme" at least 50 %, and
// without a valid RGAA audit a site is "non conforme". Our automated (axe-core) and keyboard checks are
// not an RGAA audit: change the status here once an audit has measured the rate.

export const ACCESSIBILITY_STATUSES = [
  'totalement conforme',
  'partiellement conforme',
  'non conforme',
] as const;

export type AccessibilityStatus = (typeof ACCESSIBILITY_STATUSES)[number];

export const ACCESSIBILITY = {
  status: 'non conforme' as AccessibilityStatus,
  standard: 'RGAA version 4.1.2',
  /** Date the statement was written, AAAA-MM-JJ. */
  statementDate: '2026-11-23',
  /** Date of the RGAA audit; null while none was carried out. */
  auditDate: null as string | null,
  /** Share of applicable RGAA criteria met by the audit; null while none was carried out. */
  criteriaRatePercent: null as number | null,
  statementPath: '/declaration-accessibilite/',
} as const;

/** "Accessibilité : non conforme", as the footer and the statement print it. */
export const ACCESSIBILITY_MENTION = `Accessibilité\u00a0: ${ACCESSIBILITY.status}`;
