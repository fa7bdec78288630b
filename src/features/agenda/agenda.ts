// The agenda (/sessions/ « Calendrier des sessions » and /sessions.ics): every open session of every
// training, soonest first, with what a visitor needs to choose one. Pure; "today" and the Qualiopi
// status are parameters, as in src/lib/sessions.ts, so pages, feed and tests agree.
import type { QualiopiStatus } from '~/config/qualiopi';
import { sessionKey } from '~/features/catalogue/catalogue';
import { FULL_SESSION, formatSessionDate, isFull, openSessions, startLabel } from '~/lib/sessions';
import { cpfDeadline, type CpfDeadline } from '~/lib/cpf-deadline';
import type { TrainingSession } from '~/schemas/training';

/** What the agenda reads of a training entry. */
export interface AgendaTrainingInput {
  id: string;
  data: { code: string; title: string; sessions: readonly TrainingSession[] };
}

export interface AgendaSession {
  /** The session's key (src/features/catalogue/catalogue.ts), also the feed's UID. */
  key: string;
  trainingId: string;
  trainingTitle: string;
  trainingPath: string;
  format: string;
  venue: string;
  start: Date;
  end: Date;
  registrationDeadline: Date;
  /** AAAA-MM of the first day: the month it is listed under and the month filter's value. */
  month: string;
  /** « 6 places au 22 novembre 2026 », « Complet — liste d’attente », or nothing when not counted. */
  seats: string | undefined;
  full: boolean;
  /** Only once Qualiopi is certified: the CPF is closed to us before. */
  cpf: CpfDeadline | undefined;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The dated seat count. @example "6 places au 22 novembre 2026" */
export function seatsLine(
  session: Pick<TrainingSession, 'seats' | 'seatsLeft' | 'seatsCountedOn'>,
): string | undefined {
  if (isFull(session)) return FULL_SESSION;
  if (session.seatsLeft === undefined)
    return session.seats === undefined ? undefined : `${session.seats}\u00a0places ouvertes`;
  const places = session.seatsLeft === 1 ? 'place' : 'places';
  const countedOn = session.seatsCountedOn
    ? ` au ${formatSessionDate(session.seatsCountedOn)}`
    : '';
  return `${session.seatsLeft}\u00a0${places}${countedOn}`;
}

/** Every open session of every training on `today`, soonest first (then by training title). */
export function agendaSessions(
  trainings: readonly AgendaTrainingInput[],
  today: Date,
  qualiopi: QualiopiStatus,
): AgendaSession[] {
  return trainings
    .flatMap(({ id, data }) =>
      openSessions(data.sessions, today).map((session): AgendaSession => ({
        key: sessionKey(data.code, session),
        trainingId: id,
        trainingTitle: data.title,
        trainingPath: `/formation/${id}/`,
        format: session.format,
        venue: session.venue,
        start: session.start,
        end: session.end,
        registrationDeadline: session.registrationDeadline,
        month: isoDay(session.start).slice(0, 7),
        seats: seatsLine(session),
        full: isFull(session),
        cpf: cpfDeadline(session.start, today, qualiopi),
      })),
    )
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() ||
        a.trainingTitle.localeCompare(b.trainingTitle, 'fr'),
    );
}

/** The sessions by month of their first day, in date order. */
export function agendaMonths(
  sessions: readonly AgendaSession[],
): { month: string; label: string; sessions: AgendaSession[] }[] {
  const months = new Map<string, AgendaSession[]>();
  for (const session of sessions) {
    const list = months.get(session.month) ?? [];
    list.push(session);
    months.set(session.month, list);
  }
  return [...months].map(([month, list]) => ({
    month,
    label: startLabel(list[0]!.start),
    sessions: list,
  }));
}
