import { z } from 'astro/zod';

/**
 * A calendar date written AAAA-MM-JJ by an editor. YAML hands over unquoted dates as Date objects and
 * quoted ones as strings; anything else ("le 3 mars", which `new Date()` would happily misread) is refused.
 */
export const CalendarDateSchema = z.union(
  [z.date(), z.iso.date().transform((text) => new Date(`${text}T00:00:00Z`))],
  { error: 'La date doit s’écrire AAAA-MM-JJ, par exemple 2025-03-14.' },
);
