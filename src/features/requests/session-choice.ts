// The sessions a registration may name (docs/product.md §3 Registration request): every session of the
// training whose registration deadline has not passed, a full one included (it is offered as a waiting
// list). Pure; the page computes them at build time and the island receives them as plain strings.
import { sessionKey } from '~/features/catalogue/catalogue';
import { formatSessionDate, sessionPeriod, type DatedSession } from '~/lib/sessions';

/** One session as the registration form offers it. */
export interface SessionChoice {
  /** The catalogue's key, which the request stores (public.training_sessions.key). */
  key: string;
  /** « Du 18 janvier 2027 au 15 octobre 2027 » */
  period: string;
  /** The session's format as the content spells it, e.g. « Présentiel ». */
  format: string;
  venue: string;
  /** « Inscription jusqu’au 23 décembre 2026 » */
  deadline: string;
  /** « 6 places au 22 novembre 2026 », or undefined when the seats are not counted. */
  seats: string | undefined;
  /** No seat left on the day of the count: the request is a place on the waiting list. */
  full: boolean;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The dated seat count. @example seatsLine({ seatsLeft: 1, seatsCountedOn }) → « 1 place au 22 novembre 2026 » */
function seatsLine(seatsLeft: number | undefined, countedOn: Date | undefined): string | undefined {
  if (seatsLeft === undefined) return undefined;
  const seats =
    seatsLeft === 0
      ? 'Complet'
      : `${seatsLeft} place${seatsLeft > 1 ? 's' : ''} disponible${seatsLeft > 1 ? 's' : ''}`;
  return countedOn ? `${seats} au ${formatSessionDate(countedOn)}` : seats;
}

/** The sessions of training `code` still open to registration on `today`, soonest first. */
export function sessionChoices(
  code: string,
  sessions: readonly (DatedSession & { venue: string; seatsCountedOn?: Date | undefined })[],
  today: Date,
): SessionChoice[] {
  return sessions
    .filter((session) => dayOf(session.registrationDeadline) >= dayOf(today))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((session) => ({
      key: sessionKey(code, session),
      period: sessionPeriod(session),
      format: session.format,
      venue: session.venue,
      deadline: `Inscription jusqu’au ${formatSessionDate(session.registrationDeadline)}`,
      seats: seatsLine(session.seatsLeft, session.seatsCountedOn),
      full: session.seatsLeft === 0,
    }));
}
