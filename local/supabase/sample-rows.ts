// Valid rows of every table a visitor writes, each with fresh identifiers: the db and functions tests
// change one field of such a row, and `npm run load:notifications` sends them in bulk.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { parse } from 'yaml';
import type { Database } from '../../src/db/database.types';

type Tables = Database['public']['Tables'];
type Payload = Record<string, unknown>;

let sequence = 0;

/** A fresh address, so that per-e-mail quotas never couple two tests. */
export function uniqueEmail(prefix = 'candidat'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@exemple.fr`;
}

/** A complete application row for a new uuid, CV only; `overrides` may hold values the types forbid. */
export function validApplication(overrides: Payload = {}) {
  const id = randomUUID();
  const row = {
    id,
    first_name: 'Zoë',
    last_name: 'Martin',
    email: uniqueEmail(),
    phone: '06 12 34 56 78',
    formation_souhaitee: 'Titre Professionnel Conseiller de Vente',
    motivation: 'Je souhaite évoluer vers le conseil en magasin.',
    cv_url: `${id}/cv.pdf`,
    lettre_motivation_url: null as string | null,
  };
  return { ...row, ...overrides } as typeof row;
}

/** A fresh reviewer name, so that the per-name quota of testimonials never couples two tests. */
export function uniqueReviewerName(): string {
  sequence += 1;
  return `Camille D. ${sequence}`;
}

/** A complete testimonial proposal under a fresh name; `overrides` may hold values the types forbid. */
export function validTestimonial(overrides: Payload = {}): Tables['testimonials']['Insert'] {
  const row = {
    name: uniqueReviewerName(),
    formation: 'Titre Professionnel Employé Commercial',
    rating: 5,
    experience_year: 2024,
    text: 'Une formation claire et un suivi attentif du début à la fin.',
  };
  return { ...row, ...overrides } as typeof row;
}

/** A complete request of each kind, with a fresh uuid and address. */
export function validContactRequest(
  kind: 'inscription' | 'entreprise' | 'contact' | 'devis',
  overrides: Payload = {},
): Payload {
  const base = { id: randomUUID(), kind, email: uniqueEmail('demande') };
  const fields: Record<typeof kind, Payload> = {
    inscription: {
      prenom: 'Jean-Éric',
      nom: 'N’Diaye',
      date_naissance: '1995-04-12',
      adresse: '12 rue des Lilas, 75011 Paris',
      telephone: '+33 6 12 34 56 78',
      formation: 'CV',
      modalite: 'alternance',
      situation: 'demandeur',
      commentaires: 'Disponible dès septembre.',
    },
    entreprise: {
      entreprise: 'Boulangerie Martin SARL',
      contact: 'Claire Martin',
      telephone: '01 84 80 42 10',
      message: 'Nous cherchons deux apprentis pour la rentrée.',
    },
    devis: {
      entreprise: 'Boulangerie Martin SARL',
      contact: 'Claire Martin',
      telephone: '01 84 80 42 10',
      formation: 'CV',
      trainees: 4,
      preferred_period: 'Printemps 2030',
      quote_format: 'intra',
      place: 'Villeurbanne',
      opco: 'OPCO EP',
      siret: '732 829 320 00074',
    },
    contact: {
      name: 'Lucas Petit',
      subject: 'Demande_Coaching_Examen',
      message: 'Bonjour, quelles sont les dates de la prochaine session ?',
    },
  };
  return { ...base, ...fields[kind], ...overrides };
}

/**
 * Publishes, in a test database, the three fictitious examples of content/data/testimonials.yaml with
 * their dates, for the tests that read a list. Only tests call it: supabase/seed.sql publishes no review,
 * since invented reviews shown as real ones are a deceptive commercial practice.
 */
export async function publishExampleTestimonials(sql: pg.Client): Promise<void> {
  const examples = parse(
    await readFile(new URL('../../content/data/testimonials.yaml', import.meta.url), 'utf8'),
  ) as Array<{ name: string; formation: string; rating: number; text: string; created_at: string }>;
  for (const { name, formation, rating, text, created_at } of examples) {
    // The insert trigger makes every row pending and stamps it now(): publishing is the moderator's step.
    const { rows } = await sql.query<{ id: number }>(
      'insert into public.testimonials (name, formation, rating, text) values ($1, $2, $3, $4) returning id',
      [name, formation, rating, text],
    );
    await sql.query(
      'update public.testimonials set validated = true, created_at = $2, published_at = $2 where id = $1',
      [rows[0]!.id, String(created_at)],
    );
  }
}
