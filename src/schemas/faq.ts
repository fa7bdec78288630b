import { z } from 'astro/zod';

/** A question of the FAQ: `content/faq/<slug>.mdx`; the MDX body is the answer. */
export const FaqItemSchema = z.strictObject({
  question: z
    .string()
    .min(10)
    .endsWith('?', { error: 'Une question se termine par « ? ».' })
    .describe('La question, telle qu’affichée.'),
  order: z.number().int().min(1).describe('Position dans la liste (1 = en premier).'),
});

export type FaqItem = z.infer<typeof FaqItemSchema>;
