import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';

/** A built-in placeholder testimonial (docs/product.md §4, §9: three of them): `content/data/testimonials.yaml`. */
export const PlaceholderTestimonialSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(2).max(80),
  formation: z.string().min(2).max(150),
  rating: z.number().int().min(1).max(5),
  text: z.string().min(10).max(2000),
  created_at: CalendarDateSchema,
});

export type PlaceholderTestimonial = z.infer<typeof PlaceholderTestimonialSchema>;
