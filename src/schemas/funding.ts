import { z } from 'astro/zod';
import { IconNameSchema } from './icon';

/** A funding card of /financement: `content/data/funding.yaml` (docs/product.md §2.3: CPF, France Travail, Transitions Pro, OPCO). */
export const FundingCardSchema = z.strictObject({
  id: z.string(),
  title: z.string().min(2).describe('Nom du dispositif.'),
  icon: IconNameSchema,
  description: z.string().min(40).max(400).describe('À quoi sert ce dispositif, pour qui.'),
  points: z.array(z.string().min(5)).min(2).max(6).describe('Points clés (2 à 6).'),
  link: z
    .url({ protocol: /^https$/, error: 'Lien externe en https.' })
    .describe('Site officiel du dispositif.'),
  linkLabel: z.string().min(3).describe('Texte du lien.'),
  warning: z.string().min(10).optional().describe('Avertissement facultatif, affiché en encadré.'),
  order: z.number().int().min(1),
});

/** A company financing solution of /entreprises: `content/data/company-financing.yaml` (docs/product.md §3: six solutions). */
export const CompanyFinancingSchema = z.strictObject({
  id: z.string(),
  title: z.string().min(3),
  icon: IconNameSchema,
  description: z.string().min(40).max(400),
  order: z.number().int().min(1),
});

export type FundingCard = z.infer<typeof FundingCardSchema>;
export type CompanyFinancing = z.infer<typeof CompanyFinancingSchema>;
