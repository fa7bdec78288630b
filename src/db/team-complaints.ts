// Ships to the team space only. The complaints register (Qualiopi indicator 31) and the improvements
// published on /reclamations/ (indicator 32): staff at aal2 read and write them; the database stamps the
// dates, checks their order and audits every change (20261128120100_complaints_and_results.sql).
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import type { DbData, DbResult } from './result';
import type { ImprovementOrigin } from '~/config/improvements';
import { teamRead, teamUpdate, teamWrite } from './team-errors';

/** A complaint as the register lists it, with the due dates of the page's commitment. */
export interface RegisteredComplaint {
  id: string;
  name: string;
  email: string;
  telephone: string | null;
  trainingTitle: string | null;
  subject: string;
  message: string;
  receivedAt: string;
  acknowledgeDueOn: string;
  answerDueOn: string;
  acknowledgedAt: string | null;
  answeredAt: string | null;
  actionTaken: string | null;
  closedAt: string | null;
  staffNote: string | null;
}

/** Every complaint, the open ones first, oldest first. */
export function loadComplaints(): Promise<DbData<RegisteredComplaint[]>> {
  return withClient(async (client): Promise<DbData<RegisteredComplaint[]>> => {
    const read = teamRead(
      'complaints',
      await client.rpc('team_complaints').abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        telephone: row.telephone,
        trainingTitle: row.training_title,
        subject: row.subject,
        message: row.message,
        receivedAt: row.created_at,
        acknowledgeDueOn: row.acknowledge_due_on ?? '',
        answerDueOn: row.answer_due_on ?? '',
        acknowledgedAt: row.acknowledged_at,
        answeredAt: row.answered_at,
        actionTaken: row.action_taken,
        closedAt: row.closed_at,
        staffNote: row.staff_note,
      })),
    };
  });
}

/** A step of the register: set (the server's time) or cleared; texts as typed (empty clears them). */
export interface ComplaintChange {
  acknowledged?: boolean;
  answered?: boolean;
  closed?: boolean;
  actionTaken?: string;
  staffNote?: string;
}

/** Records steps and texts; the database refuses an order it does not allow (`complaints_*_check`). */
export function updateComplaint(id: string, change: ComplaintChange): Promise<DbResult> {
  const stamp = (on: boolean | undefined) =>
    on === undefined ? undefined : on ? new Date().toISOString() : null;
  const values: Database['public']['Tables']['complaints']['Update'] = {};
  const acknowledged = stamp(change.acknowledged);
  const answered = stamp(change.answered);
  const closed = stamp(change.closed);
  if (acknowledged !== undefined) values.acknowledged_at = acknowledged;
  if (answered !== undefined) values.answered_at = answered;
  if (closed !== undefined) values.closed_at = closed;
  if (change.actionTaken !== undefined) values.action_taken = change.actionTaken;
  if (change.staffNote !== undefined) values.staff_note = change.staffNote;
  return withClient(async (client) =>
    teamUpdate(
      'complaints',
      await client
        .from('complaints')
        .update(values)
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

/** An improvement as staff edit it. */
export interface Improvement {
  id: string;
  decidedOn: string;
  origin: ImprovementOrigin;
  title: string;
  description: string;
  publishedAt: string | null;
  updatedAt: string;
}

export type ImprovementFields = Pick<Improvement, 'decidedOn' | 'origin' | 'title' | 'description'>;

/** Every improvement, newest decision first. */
export function loadImprovements(): Promise<DbData<Improvement[]>> {
  return withClient(async (client): Promise<DbData<Improvement[]>> => {
    const read = teamRead(
      'improvements',
      await client
        .from('improvements')
        .select('id, decided_on, origin, title, description, published_at, updated_at')
        .order('decided_on', { ascending: false })
        .order('created_at', { ascending: false })
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        decidedOn: row.decided_on,
        origin: row.origin as ImprovementOrigin,
        title: row.title,
        description: row.description,
        publishedAt: row.published_at,
        updatedAt: row.updated_at,
      })),
    };
  });
}

const columnsOf = (fields: ImprovementFields) => ({
  decided_on: fields.decidedOn,
  origin: fields.origin,
  title: fields.title,
  description: fields.description,
});

export function addImprovement(fields: ImprovementFields): Promise<DbResult> {
  return withClient(async (client) =>
    teamWrite(
      'improvements',
      await client.from('improvements').insert(columnsOf(fields)).abortSignal(restSignal()),
    ),
  );
}

/** Edits an improvement, or publishes (the server's time) and unpublishes it. */
export function updateImprovement(
  id: string,
  change: Partial<ImprovementFields> & { published?: boolean },
): Promise<DbResult> {
  const { published, ...fields } = change;
  const values = {
    ...(fields.decidedOn === undefined ? {} : { decided_on: fields.decidedOn }),
    ...(fields.origin === undefined ? {} : { origin: fields.origin }),
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.description === undefined ? {} : { description: fields.description }),
    ...(published === undefined
      ? {}
      : { published_at: published ? new Date().toISOString() : null }),
  };
  return withClient(async (client) =>
    teamUpdate(
      'improvements',
      await client
        .from('improvements')
        .update(values)
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}

export function deleteImprovement(id: string): Promise<DbResult> {
  return withClient(async (client) =>
    teamUpdate(
      'improvements',
      await client
        .from('improvements')
        .delete()
        .eq('id', id)
        .select('id')
        .abortSignal(restSignal()),
    ),
  );
}
