// Ships to browsers. public.applications: insert only, never read back (docs/security.md §4).
import { applicationFileKey, missingFileColumn } from './application-files';
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { writeResult } from './errors';
import type { DbResult } from './result';

/** An application as the visitor fills it in (the columns the public key may write); the id and the file keys are set here. */
export type NewApplication = Omit<
  Database['public']['Tables']['applications']['Insert'],
  'id' | 'cv_url' | 'lettre_motivation_url'
>;

/**
 * Inserts application `id` once its files are uploaded. Retrying with the same id is safe: the
 * database answers 23505, which counts as success, so a double submit stores one application.
 */
export function createApplication(
  id: string,
  fields: NewApplication,
  files: { withLetter: boolean },
): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client
      .from('applications')
      .insert({
        id,
        ...fields,
        cv_url: applicationFileKey(id, 'cv'),
        lettre_motivation_url: files.withLetter ? applicationFileKey(id, 'lettre') : null,
      })
      .abortSignal(restSignal());
    return writeResult('applications', response, missingFileColumn);
  });
}
