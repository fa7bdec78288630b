import { z } from 'astro/zod';
import { IconNameSchema } from './icon';

/** A team member: `content/data/team.yaml` (docs/product.md §2.3, About: three people). */
export const TeamMemberSchema = z.strictObject({
  id: z.string().describe('Identifiant court, en minuscules (ex. « claire-martin »).'),
  name: z.string().min(3).describe('Prénom et nom.'),
  role: z.string().min(3).describe('Fonction.'),
  bio: z.string().min(40).max(400).describe('Présentation en 1 à 3 phrases.'),
  initials: z
    .string()
    .regex(/^[A-ZÀ-Ý]{2,3}$/)
    .describe('Initiales affichées dans l’avatar (pas de photo).'),
  order: z.number().int().min(1).describe('Ordre d’affichage.'),
});

/** A mission pillar or a value: `content/data/mission.yaml` (Accompagner, Valoriser, Dynamiser; Excellence, Proximité, Adaptabilité). */
export const MissionItemSchema = z.strictObject({
  id: z.string(),
  kind: z
    .enum(['mission', 'value'])
    .describe('« mission » pour les trois piliers, « value » pour les trois valeurs.'),
  title: z.string().min(3),
  text: z.string().min(30).max(400),
  icon: IconNameSchema,
  order: z.number().int().min(1),
});

export type TeamMember = z.infer<typeof TeamMemberSchema>;
export type MissionItem = z.infer<typeof MissionItemSchema>;
