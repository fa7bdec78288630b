// Ships to browsers. public.contact_requests: the registration, company and contact forms
// (docs/product.md §7), insert only.
import type { ContactRequest } from '~/features/requests/schema';
import { restSignal, withClient } from './client';
import { writeResult } from './errors';
import type { DbResult } from './result';

/** Sends request `id` (a browser uuid, reused on retry so a double submit stores one request). */
export function createContactRequest(id: string, request: ContactRequest): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client
      .from('contact_requests')
      .insert({ id, ...request })
      .abortSignal(restSignal());
    return writeResult('contact_requests', response);
  });
}
