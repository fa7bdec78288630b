// The agenda as an iCalendar feed (/sessions.ics): one all-day event per open session, named by its
// session key so that a subscribed calendar updates an event rather than doubling it. Pure.
import type { QualiopiStatus } from '~/config/qualiopi';
import { formatSessionDate } from '~/lib/sessions';
import { agendaSessions, type AgendaTrainingInput } from './agenda';
import { writeCalendar } from './ics';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The feed's text for the open sessions of `trainings` on `today`. */
export function agendaFeed(
  trainings: readonly AgendaTrainingInput[],
  {
    site,
    today,
    qualiopi,
    name,
  }: { site: URL; today: Date; qualiopi: QualiopiStatus; name: string },
): string {
  return writeCalendar({
    prodId: `-//${name}//Calendrier des sessions//FR`,
    name: `${name} — calendrier des sessions`,
    stamp: today,
    events: agendaSessions(trainings, today, qualiopi).map((session) => ({
      uid: `${session.key}@${site.host}`,
      start: isoDay(session.start),
      lastDay: isoDay(session.end),
      summary: `${session.trainingTitle} (${session.format.toLowerCase()})`,
      location: session.venue,
      url: new URL(session.trainingPath, site).href,
      description: [
        `Inscription jusqu’au ${formatSessionDate(session.registrationDeadline)}.`,
        session.seats && `${session.seats}.`,
        session.cpf && `${session.cpf.text}.`,
      ]
        .filter(Boolean)
        .join('\n'),
    })),
  });
}
