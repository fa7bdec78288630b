// A section's data: loaded on mount, reloaded after each change so the screen shows what the database
// holds (its triggers stamp times and refuse what the rules forbid). A refused session goes up to the
// door.
import { useCallback, useEffect, useState } from 'react';
import type { DbData, DbFailure } from '~/db/result';
import { pushToast } from '~/features/toasts/store';
import { describeTeamFailure } from '../messages';

export interface SectionProps {
  /** The database refused this session (second factor or role lost): the door reads it again. */
  onAccessLost: () => void;
  /** Who is signed in: staff see every control, a trainer those of their learners. */
  memberRole?: 'staff' | 'trainer';
}

export type Loaded<T> =
  { state: 'loading' } | { state: 'failed'; failure: DbFailure } | { state: 'ready'; data: T };

export function useTeamData<T>(load: () => Promise<DbData<T>>, onAccessLost: () => void) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });

  const reload = useCallback(async () => {
    const result = await load();
    if (result.ok) setLoaded({ state: 'ready', data: result.data });
    else if (result.reason === 'signed-out') onAccessLost();
    else setLoaded({ state: 'failed', failure: result });
  }, [load, onAccessLost]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { loaded, reload };
}

/**
 * Runs one change, says how it went in a toast, and reloads. Answers whether it succeeded, so a form
 * keeps what was typed when it did not.
 */
export async function runChange(
  change: () => Promise<{ ok: true } | (DbFailure & { message?: string })>,
  success: string,
  reload: () => Promise<void>,
  onAccessLost: () => void,
  describe: (failure: DbFailure & { message?: string }) => string = describeTeamFailure,
): Promise<boolean> {
  const result = await change();
  if (!result.ok) {
    if (result.reason === 'signed-out') onAccessLost();
    else pushToast({ title: describe(result), variant: 'destructive' });
    return false;
  }
  pushToast({ title: success, variant: 'success' });
  await reload();
  return true;
}
