// Ships to browsers. public.contact_requests: the registration, quote, company and contact forms
// (docs/product.md §7), insert only; and the address their JavaScript-off path posts to.
import { getProject, restSignal, withClient } from './client';
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

/**
 * Where the registration and quote forms post without JavaScript: the submit-request Edge Function,
 * which inserts with the same public key (docs/security.md §5.3); undefined without a project (mailto:).
 */
export function submitRequestAction(): string | undefined {
  const project = getProject();
  return project ? new URL('/functions/v1/submit-request', project.url).href : undefined;
}
