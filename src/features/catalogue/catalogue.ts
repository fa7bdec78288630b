// The trainings and sessions of the content as the database mirrors them (docs/architecture.md, The
// catalogue in the database): the build publishes this as /catalogue.json, the sync-catalogue Edge
// Function copies it into public.trainings and public.training_sessions, and every row that names a
// training or a session (an enrolment, a document, a registration) references those tables. Pure.

/** The format values of the content, and the words a session key spells them with. */
const FORMAT_SLUGS: Record<string, string> = {
  Présentiel: 'presentiel',
  Distanciel: 'distanciel',
  Alternance: 'alternance',
};

export interface CatalogueSessionInput {
  start: Date;
  end: Date;
  format: string;
  venue: string;
  registrationDeadline: Date;
  seatsLeft?: number | undefined;
  seatsCountedOn?: Date | undefined;
}

export interface CatalogueTrainingInput {
  /** The content entry's id, which is the page's slug. */
  id: string;
  data: { code: string; title: string; sessions: readonly CatalogueSessionInput[] };
}

export interface CatalogueSession {
  key: string;
  start: string;
  end: string;
  format: string;
  venue: string;
  registrationDeadline: string;
  /** null: not counted (the content says nothing). */
  seatsLeft: number | null;
  seatsCountedOn: string | null;
}

export interface CatalogueTraining {
  code: string;
  slug: string;
  title: string;
  sessions: CatalogueSession[];
}

export interface Catalogue {
  version: 1;
  trainings: CatalogueTraining[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A session's stable name: training code, first day and format. Editing a session's venue, seats or
 * deadline keeps its key; moving its start makes it another session. @example "cv-2027-01-18-presentiel"
 */
export function sessionKey(
  code: string,
  session: Pick<CatalogueSessionInput, 'start' | 'format'>,
): string {
  const format = FORMAT_SLUGS[session.format];
  if (!format) throw new Error(`Modalité de session inconnue : ${session.format}`);
  return `${code.toLowerCase()}-${day(session.start)}-${format}`;
}

/** Every training and every dated session of the content, past ones included (the database keeps history). */
export function catalogueOf(trainings: readonly CatalogueTrainingInput[]): Catalogue {
  return {
    version: 1,
    trainings: [...trainings]
      .sort((a, b) => a.data.code.localeCompare(b.data.code))
      .map(({ id, data }) => ({
        code: data.code,
        slug: id,
        title: data.title,
        sessions: [...data.sessions]
          .sort((a, b) => a.start.getTime() - b.start.getTime())
          .map((session) => ({
            key: sessionKey(data.code, session),
            start: day(session.start),
            end: day(session.end),
            format: session.format,
            venue: session.venue,
            registrationDeadline: day(session.registrationDeadline),
            seatsLeft: session.seatsLeft ?? null,
            seatsCountedOn: session.seatsCountedOn ? day(session.seatsCountedOn) : null,
          })),
      })),
  };
}
