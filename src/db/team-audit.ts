// Ships to the team space only. The team's append-only audit: who did what, when, to which row (the
// database writes it from triggers and functions; nobody edits it).
import { restSignal, withClient } from './client';
import { teamRead } from './team-errors';
import type { DbData } from './result';

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  tableName: string | null;
  rowId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** How many entries the journal shows at once. */
export const AUDIT_PAGE_SIZE = 100;

/** The newest entries, `page` 0 first. */
export function loadAudit(page = 0): Promise<DbData<AuditRow[]>> {
  return withClient(async (client): Promise<DbData<AuditRow[]>> => {
    const read = teamRead(
      'team_audit',
      await client
        .from('team_audit')
        .select('id, at, actor_email, action, table_name, row_id, before, after')
        .order('at', { ascending: false })
        .order('id', { ascending: false })
        .range(page * AUDIT_PAGE_SIZE, (page + 1) * AUDIT_PAGE_SIZE - 1)
        .abortSignal(restSignal()),
    );
    if (!read.ok) return read;
    return {
      ok: true,
      data: read.data.map((row) => ({
        id: row.id,
        at: row.at,
        actorEmail: row.actor_email,
        action: row.action,
        tableName: row.table_name,
        rowId: row.row_id,
        before: row.before as AuditRow['before'],
        after: row.after as AuditRow['after'],
      })),
    };
  });
}
