// Valid rows and small helpers shared by tests/db: each test builds on a row the database accepts
// and changes one thing, so a failure points at that one thing.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/db/database.types';
import type { ApiRole, DbStack } from '../../local/supabase/db-stack';

type Tables = Database['public']['Tables'];
type Payload = Record<string, unknown>;

let sequence = 0;

/** A fresh address, so that per-e-mail quotas never couple two tests. */
export function uniqueEmail(prefix = 'candidat'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomUUID().slice(0, 8)}@exemple.fr`;
}

/** A string of `count` copies of `char`. */
export function repeat(char: string, count: number): string {
  return char.repeat(count);
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
  kind: 'inscription' | 'entreprise' | 'contact',
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
    contact: {
      name: 'Lucas Petit',
      subject: 'Demande_Coaching_Examen',
      message: 'Bonjour, quelles sont les dates de la prochaine session ?',
    },
  };
  return { ...base, ...fields[kind], ...overrides };
}

/** Stores an object in the bucket as the Storage server would after an upload. */
export async function storeObject(
  stack: DbStack,
  key: string,
  bucket = 'candidatures',
  metadata: Payload = STORED_PDF_METADATA,
): Promise<void> {
  await stack.sql.query(
    'insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)',
    [bucket, key, metadata],
  );
}

/** What Storage writes in `metadata` for a stored 1 KiB PDF (the fields the applications trigger reads). */
export const STORED_PDF_METADATA = { mimetype: 'application/pdf', size: 1024 };

/** Inserts an application through PostgREST, after storing its files (as an upload would). */
export async function submitApplication(stack: DbStack, row: Payload, role: ApiRole = 'anon') {
  for (const key of [row.cv_url, row.lettre_motivation_url]) {
    if (typeof key === 'string' && /^[0-9a-f-]{36}\/(cv|lettre)\.pdf$/.test(key)) {
      await stack.sql.query(
        'insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3) on conflict (bucket_id, name) do nothing',
        ['candidatures', key, STORED_PDF_METADATA],
      );
    }
  }
  // Deliberately untyped: tests send what a hostile caller would.
  return stack
    .client(role)
    .from('applications')
    .insert(row as Tables['applications']['Insert']);
}

/** Reads one row as the superuser, to see what the database stored. */
export async function storedRow(stack: DbStack, table: keyof Tables, id: string | number) {
  const { rows } = await stack.sql.query(`select * from public.${table} where id = $1`, [id]);
  return rows[0] as Payload | undefined;
}

/** One request received by a fake HTTP server. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local HTTP server answering with `answer`, recording every request; `close` ends it. */
export async function startFakeServer(
  answer: (request: RecordedRequest) => { status: number; body: unknown },
) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL on which nothing listens, to simulate a dropped connection. */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
