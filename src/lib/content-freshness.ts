// Staleness rules for published training information (Qualiopi indicators 1 to 3: information "à
// jour", results dated and recent, certification valid) and for the dated funding rules the pages
// quote (src/config/funding-rules.ts). `npm run check:content` fails on any problem;
// the deploy build only prints them (a calendar date must never block an urgent fix). "Today" is a
// parameter: tests and CI pass the date they mean. Relative imports only: scripts/ runs this file
// with plain Node.
import { isOpen, type DatedSession } from './sessions.ts';

export interface FreshnessInput {
  trainings: {
    file: string;
    id: string;
    certification: { rncpCode: string; expiryDate: Date };
    /** seatsCountedOn: the day seatsLeft was counted. */
    sessions: (DatedSession & { seatsCountedOn?: Date | undefined })[];
  }[];
  results: { file: string; id: string; training: string; publishedAt: Date }[];
  /** The dates after which the funding figures the pages quote must be checked again. */
  fundingRules: {
    file: string;
    /** Every rule whose last day is known (`endsOn`), by its export name. */
    endings: { name: string; endsOn: Date }[];
    /** The day the current CPF participation took effect; the amount is re-indexed each 1 January. */
    cpfParticipationSince: Date;
  };
}

export interface FreshnessProblem {
  file: string;
  field: string;
  date: string;
  message: string;
}

export interface FreshnessRules {
  resultsMaxAgeMonths: number;
  rncpExpiryWarningDays: number;
  seatCountMaxAgeDays: number;
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const startOfDay = (date: Date) => new Date(`${isoDay(date)}T00:00:00Z`);
/** Whole days from one midnight to another (negative when `to` comes first). */
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

function monthsBefore(date: Date, months: number): Date {
  const result = startOfDay(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

/** Every stale fact, naming the file, the field and the date at fault. Empty when all is fresh. */
export function findStaleContent(
  input: FreshnessInput,
  today: Date,
  rules: FreshnessRules,
): FreshnessProblem[] {
  const problems: FreshnessProblem[] = [];
  const day = startOfDay(today);
  const oldestAllowed = monthsBefore(day, rules.resultsMaxAgeMonths);

  for (const training of input.trainings) {
    const expiry = startOfDay(training.certification.expiryDate);
    const daysLeft = daysBetween(day, expiry);
    if (daysLeft <= 0) {
      problems.push({
        file: training.file,
        field: 'certification.expiryDate',
        date: isoDay(expiry),
        message: `l’enregistrement RNCP (${training.certification.rncpCode}) a expiré le ${isoDay(expiry)} : vérifier la fiche France compétences et mettre à jour la certification.`,
      });
    } else if (daysLeft <= rules.rncpExpiryWarningDays) {
      problems.push({
        file: training.file,
        field: 'certification.expiryDate',
        date: isoDay(expiry),
        message: `l’enregistrement RNCP (${training.certification.rncpCode}) expire dans ${daysLeft} jours : vérifier son renouvellement.`,
      });
    }

    const future = training.sessions.filter(
      (session) => isOpen(session, day) && startOfDay(session.start) > day,
    );
    if (future.length === 0) {
      const last = training.sessions
        .map((session) => session.registrationDeadline)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      problems.push({
        file: training.file,
        field: 'sessions',
        date: last ? isoDay(last) : '—',
        message: 'aucune session ouverte à venir : ajouter les prochaines dates.',
      });
    }

    training.sessions.forEach((session, index) => {
      const countedOn = session.seatsCountedOn && startOfDay(session.seatsCountedOn);
      if (!countedOn || session.seatsLeft === undefined || !isOpen(session, day)) return;
      const age = daysBetween(countedOn, day);
      if (age > rules.seatCountMaxAgeDays)
        problems.push({
          file: training.file,
          field: `sessions[${index}].seatsCountedOn`,
          date: isoDay(countedOn),
          message: `places restantes comptées il y a ${age} jours, pour une session encore ouverte : les recompter (seatsLeft, seatsCountedOn).`,
        });
    });

    const published = input.results
      .filter((row) => row.training === training.id)
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const latest = published[0];
    if (!latest) {
      problems.push({
        file: training.file,
        field: 'résultats',
        date: '—',
        message: 'aucun résultat publié pour cette formation dans content/data/results.yaml.',
      });
    } else if (startOfDay(latest.publishedAt) < oldestAllowed) {
      problems.push({
        file: latest.file,
        field: `${latest.id}.publishedAt`,
        date: isoDay(latest.publishedAt),
        message: `résultats publiés il y a plus de ${rules.resultsMaxAgeMonths} mois : publier ceux de la promotion suivante.`,
      });
    }
  }
  return [...problems, ...staleFundingRules(input.fundingRules, day)];
}

/** The funding figures whose legal period is over on `day`. */
function staleFundingRules(rules: FreshnessInput['fundingRules'], day: Date): FreshnessProblem[] {
  const problems: FreshnessProblem[] = [];
  for (const rule of rules.endings) {
    if (day <= startOfDay(rule.endsOn)) continue;
    problems.push({
      file: rules.file,
      field: `${rule.name}.endsOn`,
      date: isoDay(rule.endsOn),
      message:
        'règle de financement arrivée à son terme : reporter le texte qui la renouvelle ou la remplace (montants, dates, source), ou la retirer des pages.',
    });
  }
  const year = day.getUTCFullYear();
  if (rules.cpfParticipationSince.getUTCFullYear() < year) {
    problems.push({
      file: rules.file,
      field: 'CPF_PARTICIPATION.inForceSince',
      date: isoDay(rules.cpfParticipationSince),
      message: `la participation au CPF est revalorisée chaque 1er janvier : reporter le montant de ${year} et l’arrêté qui le fixe.`,
    });
  }
  return problems;
}

/** One line per problem, as the check and the build print them. */
export function formatProblem(problem: FreshnessProblem): string {
  return `${problem.file} › ${problem.field} (${problem.date}) : ${problem.message}`;
}
