// Ships to browsers. public.complaints: the complaint form of /reclamations/ (docs/product.md §7), insert
// only, never read back (the register is the staff's, src/db/team-complaints.ts).
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { writeResult } from './errors';
import type { DbResult } from './result';

/** A complaint as the visitor fills it in (the columns the public key may write); the id is set here. */
export type NewComplaint = Omit<Database['public']['Tables']['complaints']['Insert'], 'id'>;

/** Sends complaint `id` (a browser uuid, reused on retry so a double submit stores one complaint). */
export function createComplaint(id: string, complaint: NewComplaint): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client
      .from('complaints')
      .insert({ id, ...complaint })
      .abortSignal(restSignal());
    return writeResult('complaints', response);
  });
}
