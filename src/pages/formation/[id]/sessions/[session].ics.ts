// One calendar file per open session (RFC 5545, written by the `ics` package): the registration
// deadline and the first day, as all-day events, so a prospect keeps both dates.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { CONTACT, SITE, TRAINING_VENUE } from '~/config/site';
import { openSessions, sessionPeriod, sessionSlug, type DatedSession } from '~/lib/sessions';
import type { TrainingSession } from '~/schemas/training';

const day = (date: Date): DateArray => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
];
const nextDay = (date: Date) => new Date(date.getTime() + 86_400_000);

export const getStaticPaths = (async () => {
  const trainings = await getCollection('trainings');
  const today = new Date();
  return trainings.flatMap((training) =>
    openSessions(training.data.sessions, today).map((session) => ({
      params: { id: training.id, session: sessionSlug(session) },
      props: { title: training.data.title, id: training.id, session },
    })),
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute<{
  title: string;
  id: string;
  session: TrainingSession & DatedSession;
}> = ({ props, site }) => {
  const { title, id, session } = props;
  const url = new URL(`/formation/${id}/`, site).href;
  const common = {
    productId: 'horizon-competences/formations',
    calName: SITE.name,
    url,
    organizer: { name: SITE.name, email: CONTACT.email },
  } satisfies Partial<EventAttributes>;
  const events: EventAttributes[] = [
    {
      ...common,
      uid: `${id}-${sessionSlug(session)}-inscription@horizon-competences`,
      title: `Date limite d’inscription – ${title}`,
      start: day(session.registrationDeadline),
      end: day(nextDay(session.registrationDeadline)),
      description: `Dernier jour pour s’inscrire à la session en ${session.format.toLowerCase()} : ${sessionPeriod(session).toLowerCase()}. ${url}`,
    },
    {
      ...common,
      uid: `${id}-${sessionSlug(session)}-rentree@horizon-competences`,
      title: `Rentrée – ${title}`,
      start: day(session.start),
      end: day(nextDay(session.start)),
      location:
        session.format === 'Distanciel'
          ? session.venue
          : `${TRAINING_VENUE.name}, ${TRAINING_VENUE.address}`,
      description: `${sessionPeriod(session)}, en ${session.format.toLowerCase()}. ${session.schedule}. ${url}`,
    },
  ];
  const { error, value } = createEvents(events);
  if (error || !value)
    throw new Error(
      `Fichier agenda de ${id} (${sessionSlug(session)}) : ${error?.message ?? 'vide'}`,
    );
  return new Response(value, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
