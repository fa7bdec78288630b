// Figures of the law and of our terms that the CGV, the training pages and the privacy notices quote.
// Funding amounts (CPF participation, hiring aids) are dated rules: see ./funding-rules.ts.

/** Contract terms (Code du travail L6353-3 to L6353-7, Code de la consommation L221-18; docs/product.md §9). */
export const LEGAL_FIGURES = {
  /** An individual paying for their own training: 10 days from signature, by registered letter (L6353-5). */
  withdrawalDaysTrainingContract: 10,
  /** A contract concluded at a distance or off premises adds the consumer's 14 days (L221-18). */
  withdrawalDaysDistanceContract: 14,
  /** Nothing is payable before the withdrawal period ends, then at most this share (L6353-6). */
  firstPaymentMaxPercent: 30,
  /** docs/product.md §9: a company cancelling less than `lateCancellationDays` before the start owes this share. */
  lateCancellationPercent: 30,
  lateCancellationDays: 10,
  /**
   * docs/product.md §9: data retention, as the privacy policy and the forms state it. The purge of
   * supabase/migrations/20261123100100_retention.sql applies it (tests/db/retention.test.ts holds them equal).
   */
  retentionYearsAfterTraining: 5,
  retentionYearsProspects: 3,
  /** A complaint and its register entry, counted from its closing (20261128120100_complaints_and_results.sql). */
  retentionYearsComplaints: 5,
} as const;

/** Our commitment when a complaint arrives (Qualiopi indicator 31), published on /reclamations/. */
export const COMPLAINTS = {
  acknowledgeWorkingDays: 2,
  answerWorkingDays: 10,
} as const;
