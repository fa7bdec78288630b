// What the training page and the programme PDF both say, worded once: both are built from the same
// entry through trainingSheet() and these helpers, so an auditor comparing them finds the same facts.
// Pure; safe for the browser.
import { LEGAL_FIGURES } from '~/config/legal-figures';
import type { QualiopiStatus } from '~/config/qualiopi';
import type { Training } from '~/schemas/training';
import { formatEuros, formatHours, formatPercent } from './format';
import { fundingList, publicFundingAvailable } from './qualiopi';
import type { ResultFigure } from './results';
import {
  NO_OPEN_SESSION,
  formatSessionDate,
  formatsWithoutOpenSession,
  nextOpenSession,
  openSessions,
  sessionPeriod,
  startLabel,
  type DatedSession,
} from './sessions';

export const WORK_STUDY_LABELS = {
  professionnalisation: 'Contrat de professionnalisation',
  apprentissage: 'Contrat d’apprentissage',
} as const;

/** France compétences fiche of an RNCP code (Qualiopi indicator 3 good practice). */
export function rncpUrl(rncpCode: string): string {
  return `https://www.francecompetences.fr/recherche/rncp/${rncpCode.replace(/^RNCP/, '')}/`;
}

/** Whether a title's RNCP registration has ended: the page, the card and the PDF all warn then. */
const registrationEnded = (expiryDate: Date, today: Date) => expiryDate < today;

/**
 * What to say when the RNCP registration date has passed (check:content fails then; the build only
 * warns, so the page must tell the reader rather than look valid).
 */
export function registrationNotice(expiryDate: Date, today: Date): string | undefined {
  return registrationEnded(expiryDate, today)
    ? 'Échéance passée\u00a0: renouvellement en cours de vérification auprès de France compétences. Contactez-nous avant de vous inscrire.'
    : undefined;
}

/**
 * Under a session that ends after the title's RNCP registration (while it is still registered): the
 * exam closes the session, so the learner should know before signing up.
 * @example "Titre enregistré au RNCP jusqu’au 13 octobre 2027, avant la fin de cette session : contactez-nous avant de vous inscrire."
 */
export function sessionOutlivesRegistrationLine(
  sessionEnd: Date,
  expiryDate: Date,
  today: Date,
): string | undefined {
  return sessionEnd > expiryDate && !registrationEnded(expiryDate, today)
    ? `Titre enregistré au RNCP jusqu’au ${formatSessionDate(expiryDate)}, avant la fin de cette session\u00a0: contactez-nous avant de vous inscrire.`
    : undefined;
}

/** @example "735 h : 560 h en centre et 175 h en entreprise" */
export function hoursText(duration: {
  totalHours: number;
  centreHours: number;
  companyHours: number;
}): string {
  return `${formatHours(duration.totalHours)}\u00a0: ${formatHours(duration.centreHours)} en centre et ${formatHours(duration.companyHours)} en entreprise`;
}

export interface PriceLine {
  label: string;
  value: string;
}

/**
 * Prices for each payer (Code de la consommation L112-1: TTC for individuals; HT for companies) and the
 * exam fee. An OPCO is named as a payer only once it may pay (`publicFunding`: Qualiopi, L6316-1).
 */
export function priceLines(
  prices: { individual: number; company: number },
  exam: { fee: number; included: boolean },
  publicFunding: boolean,
): PriceLine[] {
  return [
    { label: 'Particulier qui finance lui-même', value: `${formatEuros(prices.individual)} TTC` },
    {
      label: publicFunding ? 'Entreprise ou OPCO' : 'Entreprise',
      value: `${formatEuros(prices.company)} HT`,
    },
    {
      label: 'Frais d’examen',
      value: exam.included
        ? `${formatEuros(exam.fee)}, compris dans le tarif`
        : `${formatEuros(exam.fee)}, en sus du tarif`,
    },
  ];
}

/**
 * The price label a training gives itself (« Formation financée »), or null while public and pooled
 * funding cannot pay for it yet (no Qualiopi certificate): the label would then promise a funding the
 * organisation cannot mobilise, and the page and programme lead with the prices instead.
 */
export function fundedPriceLabel(label: string, publicFunding: boolean): string | null {
  return publicFunding ? label : null;
}

/**
 * The catalogue card's line for a title whose RNCP registration has ended (the page says more, under
 * the registration dates): a prospect comparing cards must not learn it only at the bottom of the page.
 * @example "Enregistrement RNCP échu le 16 février 2026 : contactez-nous avant de vous inscrire."
 */
export function registrationEndedLine(expiryDate: Date, today: Date): string | undefined {
  return registrationEnded(expiryDate, today)
    ? `Enregistrement RNCP échu le ${formatSessionDate(expiryDate)}\u00a0: contactez-nous avant de vous inscrire.`
    : undefined;
}

const orList = new Intl.ListFormat('fr-FR', { type: 'disjunction' });

/**
 * « Aucune session n’est programmée pour l’instant en distanciel »: said under the open sessions when a
 * format the training offers has none, so that nobody looks for it; nothing when no session is open at
 * all (NO_OPEN_SESSION says it) or every format has one. The page and the PDF add how to ask.
 */
export function unscheduledFormatsNotice(
  formats: readonly string[],
  sessions: readonly DatedSession[],
  today: Date,
): string | undefined {
  const missing = formatsWithoutOpenSession(formats, sessions, today);
  // Every session runs in one of the training's formats (TrainingSchema), so every format missing
  // means that no session is open.
  if (missing.length === 0 || missing.length === formats.length) return undefined;
  const where = orList.format(missing.map((format) => `en ${format.toLowerCase()}`));
  return `Aucune session n’est programmée pour l’instant ${where}`;
}

/** The next-session line of a card or a page: "Septembre 2027" and its dates, or "nous consulter". */
export function nextSessionSummary(
  sessions: readonly DatedSession[],
  today: Date,
): { label: string; period?: string; format?: string } {
  const next = nextOpenSession(sessions, today);
  return next
    ? { label: startLabel(next.start), period: sessionPeriod(next), format: next.format }
    : { label: NO_OPEN_SESSION };
}

/**
 * Withdrawal, cancellation and abandonment terms (L6353-4 5°, L6353-5, L6353-6, L6353-7; Code de la
 * consommation L221-18). The Code du travail gives 10 days from signature to an individual paying
 * personally; a contract concluded at a distance adds the consumer's 14 days.
 */
export function cancellationTerms(): string[] {
  return [
    `Particulier qui finance lui-même\u00a0: ${LEGAL_FIGURES.withdrawalDaysTrainingContract} jours pour se rétracter à compter de la signature du contrat, par lettre recommandée avec avis de réception (article L6353-5 du Code du travail), et ` +
      `${LEGAL_FIGURES.withdrawalDaysDistanceContract} jours si le contrat est conclu à distance (article L221-18 du Code de la consommation). Aucun paiement n’est exigé avant la fin de ce délai, puis ${formatPercent(LEGAL_FIGURES.firstPaymentMaxPercent)} au plus, le solde étant échelonné (article L6353-6).`,
    'Abandon en cours de formation\u00a0: en cas de force majeure dûment reconnue, seules les heures réalisées sont dues, au prorata (article L6353-7)\u00a0; sinon, les heures suivies sont dues et les heures restantes ne sont pas facturées.',
    `Annulation par une entreprise moins de ${LEGAL_FIGURES.lateCancellationDays} jours avant le début de la session\u00a0: ${formatPercent(LEGAL_FIGURES.lateCancellationPercent)} du coût de la formation reste dû (conditions générales de vente).`,
    'Annulation ou report par Horizon Compétences (moins de 6 inscrits)\u00a0: report proposé ou remboursement intégral des sommes versées.',
  ];
}

/** A session still open for registration, with what the page and the PDF say under it. */
export type OpenSession = Training['sessions'][number] & {
  /** Said when the session ends after the title's RNCP registration. */
  outlivesRegistration: string | undefined;
};

/** What the page and the programme PDF say of a training on one day: its sessions, prices, funding and results. */
export interface TrainingSheet {
  /** « Septembre 2027 » and its dates, or « Prochaines dates : nous consulter ». */
  next: ReturnType<typeof nextSessionSummary>;
  sessions: OpenSession[];
  /** The formats the training offers that have no open session, when some have one. */
  unscheduled: string | undefined;
  prices: PriceLine[];
  /** « Formation financée » once public funding can pay, else null: the prices come first. */
  priceLabel: string | null;
  /** The funding the training accepts, said as the Qualiopi status allows. */
  fundingNames: string;
  /** Said when the title's RNCP registration has ended. */
  registrationWarning: string | undefined;
  /** The training's published results (content/data/results.yaml), latest first. */
  figures: ResultFigure[];
}

/** Everything `today`'s page and programme PDF of `training` say besides its own fields. */
export function trainingSheet(
  training: Training,
  { figures, qualiopi, today }: { figures: ResultFigure[]; qualiopi: QualiopiStatus; today: Date },
): TrainingSheet {
  const { certification } = training;
  const publicFunding = publicFundingAvailable(qualiopi);
  return {
    next: nextSessionSummary(training.sessions, today),
    sessions: openSessions(training.sessions, today).map((session) => ({
      ...session,
      outlivesRegistration: sessionOutlivesRegistrationLine(
        session.end,
        certification.expiryDate,
        today,
      ),
    })),
    unscheduled: unscheduledFormatsNotice(training.formats, training.sessions, today),
    prices: priceLines(training.prices, certification.exam, publicFunding),
    priceLabel: fundedPriceLabel(training.price, publicFunding),
    fundingNames: fundingList(training.financing, qualiopi),
    registrationWarning: registrationNotice(certification.expiryDate, today),
    figures,
  };
}

/**
 * After a session's registration deadline on the page: its seats, dated since they age.
 * @example ", 6 places disponibles sur 14 (décompte du 22 novembre 2026)"
 */
export function seatsNotice({
  seats,
  seatsLeft,
  seatsCountedOn,
}: Pick<Training['sessions'][number], 'seats' | 'seatsLeft' | 'seatsCountedOn'>): string {
  if (seats === undefined) return '';
  if (seatsLeft === undefined) return `, ${seats} places ouvertes`;
  const countedOn = seatsCountedOn ? ` (décompte du ${formatSessionDate(seatsCountedOn)})` : '';
  if (seatsLeft === 0) return `, complet${countedOn}\u00a0: inscription sur liste d’attente`;
  return `, ${seatsLeft} places disponibles sur ${seats}${countedOn}`;
}
