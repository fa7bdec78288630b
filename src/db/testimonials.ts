// Ships to browsers. public.testimonials: visitors read the validated ones and propose new ones,
// which stay invisible until staff validate them (docs/security.md §4, §5.2).
import { restSignal, withClient } from './client';
import type { Database } from './database.types';
import { readResult, writeResult } from './errors';
import type { DbData, DbResult } from './result';

type TestimonialRow = Database['public']['Tables']['testimonials']['Row'];

/** A proposal as the visitor fills it in (the columns the public key may write). */
export type NewTestimonial = Database['public']['Tables']['testimonials']['Insert'];

/** A published testimonial as the testimonials page shows it. */
export type PublishedTestimonial = Pick<
  TestimonialRow,
  | 'id'
  | 'name'
  | 'formation'
  | 'rating'
  | 'text'
  | 'experience_year'
  | 'created_at'
  | 'published_at'
>;

/** Validated testimonials, newest first (docs/product.md §7 Read testimonials). */
export function listValidatedTestimonials(): Promise<DbData<PublishedTestimonial[]>> {
  return withClient(async (client) => {
    const response = await client
      .from('testimonials')
      .select('id, name, formation, rating, text, experience_year, created_at, published_at')
      .eq('validated', true)
      .order('created_at', { ascending: false })
      .abortSignal(restSignal());
    return readResult('testimonials', response);
  });
}

/**
 * Proposes a testimonial for moderation. Sent without `.select()`: the new row is pending, so
 * reading it back would be refused (docs/security.md T8).
 */
export function createTestimonial(fields: NewTestimonial): Promise<DbResult> {
  return withClient(async (client) => {
    const response = await client.from('testimonials').insert(fields).abortSignal(restSignal());
    return writeResult('testimonials', response);
  });
}
