// public.improvements as the site publishes them (Qualiopi indicator 32): read at build with the public
// key by /reclamations/, which the database lets see the published rows only.
import { restSignal, withClient } from './client';
import { readResult } from './errors';
import type { DbData } from './result';
import type { ImprovementOrigin } from '~/config/improvements';

/** A published improvement: when it was decided, where it came from, what changed. */
export interface PublishedImprovement {
  id: string;
  decidedOn: string;
  origin: ImprovementOrigin;
  title: string;
  description: string;
}

/** The published improvements, newest decision first. */
export function listPublishedImprovements(): Promise<DbData<PublishedImprovement[]>> {
  return withClient(async (client): Promise<DbData<PublishedImprovement[]>> => {
    const read = readResult(
      'improvements',
      await client
        .from('improvements')
        .select('id, decided_on, origin, title, description')
        .not('published_at', 'is', null)
        .order('decided_on', { ascending: false })
        .order('published_at', { ascending: false })
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
      })),
    };
  });
}
