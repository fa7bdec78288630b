// Ships to the team space only. The staff's inbox (docs/product.md, The team space): contact, company,
// quote and registration requests, and applications, with what staff change on them. The database lets
// only staff with the second factor read or write these rows, and writes each change to the audit.
import { restSignal, withClient } from './client';
import { teamRead, teamUpdate } from './team-errors';
import type { DbData, DbResult } from './result';

/** The statuses of an application (the database's check constraint). */
export const APPLICATION_STATUSES = ['Reçue', 'En cours', 'Acceptée', 'Refusée'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The table each item lives in. */
export type InboxSource = 'applications' | 'contact_requests';

/** A request or an application, with everything the staff e-mail carries. */
export interface InboxRow {
  source: InboxSource;
  id: string;
  kind: 'candidature' | 'inscription' | 'devis' | 'entreprise' | 'contact';
  createdAt: string;
  lastContactAt: string;
  staffNote: string | null;
  /** Applications: their status. Requests: null. */
  status: ApplicationStatus | null;
  /** Requests: handled or not. Applications: null. */
  handled: boolean | null;
  email: string;
  phone: string | null;
  /** Who wrote: a person's name, or a company and its contact. */
  person: string;
  company: string | null;
  /** The training: an application's typed title, a request's title from the catalogue (else its code). */
  training: string | null;
  /** Registration: the chosen session's key; null asks for a call about a later session. */
  sessionKey: string | null;
  /** Registration: a place asked on the full session's waiting list. */
  waitingList: boolean;
  /** Registration: the positioning answers, question as asked → answer. */
  positioning: PositioningAnswer[] | null;
  /** Quote request: its own fields; null for the other kinds. */
  quote: QuoteFields | null;
  /** Registration: format, situation, birth date, postal address. */
  format: string | null;
  situation: string | null;
  birthDate: string | null;
  address: string | null;
  subject: string | null;
  /** The message, comments or motivation. */
  message: string | null;
  /** Storage keys of an application's files. */
  cvKey: string | null;
  letterKey: string | null;
}

/** One answer of the positioning questionnaire, with the question as it was asked. */
export interface PositioningAnswer {
  question: string;
  answer: string;
}

/** What a quote request adds (kind `devis`). */
export interface QuoteFields {
  trainees: number | null;
  preferredPeriod: string | null;
  /** inter, intra or distanciel. */
  format: string | null;
  place: string | null;
  opco: string | null;
  siret: string | null;
}

/** The stored positioning, kept only in the shape the database checks (contact_requests_positioning_check). */
function positioningOf(value: unknown): PositioningAnswer[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (pair): pair is PositioningAnswer =>
      typeof pair === 'object' &&
      pair !== null &&
      typeof (pair as PositioningAnswer).question === 'string' &&
      typeof (pair as PositioningAnswer).answer === 'string',
  );
}

const APPLICATION_COLUMNS =
  'id, created_at, last_contact_at, staff_note, status, first_name, last_name, email, phone, formation_souhaitee, motivation, cv_url, lettre_motivation_url';
const REQUEST_COLUMNS =
  'id, kind, created_at, last_contact_at, staff_note, handled, email, telephone, prenom, nom, date_naissance, adresse, formation, training_title, session_key, waiting_list, positioning, modalite, situation, commentaires, entreprise, contact, message, name, subject, trainees, preferred_period, quote_format, place, opco, siret';

const KINDS = ['inscription', 'devis', 'entreprise', 'contact'] as const;

/** Every request and application the database holds, newest first (the page sorts and filters). */
export function loadInbox(): Promise<DbData<InboxRow[]>> {
  return withClient(async (client): Promise<DbData<InboxRow[]>> => {
    const signal = restSignal();
    const [applications, requests] = await Promise.all([
      client
        .from('applications')
        .select(APPLICATION_COLUMNS)
        .order('created_at', { ascending: false })
        .abortSignal(signal),
      client
        .from('contact_requests')
        .select(REQUEST_COLUMNS)
        .order('created_at', { ascending: false })
        .abortSignal(signal),
    ]);
    const readApplications = teamRead('applications', applications);
    if (!readApplications.ok) return readApplications;
    const readRequests = teamRead('contact_requests', requests);
    if (!readRequests.ok) return readRequests;
    return {
      ok: true,
      data: [
        ...readApplications.data.map((row): InboxRow => ({
          source: 'applications',
          id: row.id,
          kind: 'candidature',
          createdAt: row.created_at,
          lastContactAt: row.last_contact_at,
          staffNote: row.staff_note,
          status: row.status as ApplicationStatus,
          handled: null,
          email: row.email,
          phone: row.phone,
          person: `${row.first_name} ${row.last_name}`,
          company: null,
          training: row.formation_souhaitee,
          sessionKey: null,
          waitingList: false,
          positioning: null,
          quote: null,
          format: null,
          situation: null,
          birthDate: null,
          address: null,
          subject: null,
          message: row.motivation,
          cvKey: row.cv_url,
          letterKey: row.lettre_motivation_url,
        })),
        ...readRequests.data.map((row): InboxRow => ({
          source: 'contact_requests',
          id: row.id,
          kind: KINDS.find((kind) => kind === row.kind) ?? 'contact',
          createdAt: row.created_at,
          lastContactAt: row.last_contact_at,
          staffNote: row.staff_note,
          status: null,
          handled: row.handled,
          email: row.email,
          phone: row.telephone,
          person:
            row.name ?? ([row.prenom, row.nom].filter(Boolean).join(' ') || row.contact || ''),
          company: row.entreprise,
          training: row.training_title ?? row.formation,
          sessionKey: row.session_key,
          waitingList: row.waiting_list,
          positioning: positioningOf(row.positioning),
          quote:
            row.kind === 'devis'
              ? {
                  trainees: row.trainees,
                  preferredPeriod: row.preferred_period,
                  format: row.quote_format,
                  place: row.place,
                  opco: row.opco,
                  siret: row.siret,
                }
              : null,
          format: row.modalite,
          situation: row.situation,
          birthDate: row.date_naissance,
          address: row.adresse,
          subject: row.subject,
          message: row.message ?? row.commentaires,
          cvKey: null,
          letterKey: null,
        })),
      ],
    };
  });
}

/** What staff change on an item: an application's status, a request's handled mark, the note. */
export type InboxChange =
  | { status: ApplicationStatus }
  | { handled: boolean }
  | { staffNote: string | null }
  /** « A recontacté » : the database stamps the time itself. */
  | { contacted: true };

/** Applies one change to one item; the database checks it and audits it. */
export function changeInboxItem(
  source: InboxSource,
  id: string,
  change: InboxChange,
): Promise<DbResult> {
  const values =
    'status' in change
      ? { status: change.status }
      : 'handled' in change
        ? { handled: change.handled }
        : 'staffNote' in change
          ? { staff_note: change.staffNote }
          : { last_contact_at: new Date().toISOString() };
  return withClient(async (client) => {
    const response =
      source === 'applications'
        ? await client
            .from('applications')
            .update(values as { status?: ApplicationStatus })
            .eq('id', id)
            .select('id')
            .abortSignal(restSignal())
        : await client
            .from('contact_requests')
            .update(values as { handled?: boolean })
            .eq('id', id)
            .select('id')
            .abortSignal(restSignal());
    return teamUpdate(source, response);
  });
}

/** Seconds a file's link works: long enough to open it, too short to pass it on (issue 42). */
export const FILE_LINK_SECONDS = 60;

/** A link to one file of an application, valid FILE_LINK_SECONDS; the page opens it and forgets it. */
export function fileLink(key: string): Promise<DbData<string>> {
  return withClient(async (client): Promise<DbData<string>> => {
    const { data, error } = await client.storage
      .from('candidatures')
      .createSignedUrl(key, FILE_LINK_SECONDS);
    if (error || !data) {
      const status = Number((error as { status?: unknown } | null)?.status ?? 0);
      // Storage answers "not found" for a file this session may not read as for a missing one.
      if (status === 401 || status === 403) return { ok: false, reason: 'signed-out' };
      return status === 400 || status === 404
        ? { ok: false, reason: 'unknown' }
        : { ok: false, reason: 'network' };
    }
    return { ok: true, data: data.signedUrl };
  });
}
