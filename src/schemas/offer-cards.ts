import { z } from 'astro/zod';
import { IconNameSchema } from './icon';

/**
 * A training card of /entreprises: `content/data/company-trainings.yaml`. The employee-commercial
 * course reads "6 mois" here, against 9 months in the catalogue: docs/product.md §3 says both readings stand.
 */
export const CompanyTrainingSchema = z.strictObject({
  id: z.string(),
  training: z
    .string()
    .describe('Identifiant de la formation du catalogue (nom du fichier dans content/trainings).'),
  title: z.string().min(5),
  duration: z.string().min(3).describe('Durée affichée sur la page entreprises.'),
  description: z.string().min(30).max(300),
  order: z.number().int().min(1),
});

/** A feature card (home page, exam coaching pillars…): `content/data/*.yaml` lists of icon + title + text. */
export const FeatureCardSchema = z.strictObject({
  id: z.string(),
  group: z.string().describe('Page et bloc où la carte apparaît, par ex. « home-features ».'),
  title: z.string().min(3),
  text: z.string().min(20).max(400),
  icon: IconNameSchema,
  order: z.number().int().min(1),
});

export type CompanyTraining = z.infer<typeof CompanyTrainingSchema>;
export type FeatureCard = z.infer<typeof FeatureCardSchema>;
