// Ships to browsers. public.contact_requests: the registration, company and contact forms
// (docs/product.md §7), insert only.
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { writeResult } from './errors';
import type { DbResult } from './result';

/** A request as the visitor fills it in (the columns the public key may write); the id is set here. */
export type NewContactRequest = Omit<
  Database['public']['Tables']['contact_requests']['Insert'],
  'id'
>;

/** Sends request `id` (a browser uuid, reused on retry so a double submit stores one request). */
export function createContactRequest(id: string, request: NewContactRequest): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client
      .from('contact_requests')
      .insert({ id, ...request })
      .abortSignal(restSignal());
    return writeResult('contact_requests', response);
  });
}
