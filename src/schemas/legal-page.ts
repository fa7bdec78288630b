import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';

/** A legal page: `content/legal/<slug>.mdx` (mentions légales, confidentialité, CGV). */
export const LegalPageSchema = z.strictObject({
  title: z.string().min(5).describe('Titre de la page.'),
  description: z.string().min(40).max(200).describe('Meta description (40 à 200 caractères).'),
  updated: CalendarDateSchema.describe(
    'Date de dernière mise à jour, AAAA-MM-JJ, affichée en haut de page.',
  ),
});

export type LegalPage = z.infer<typeof LegalPageSchema>;
