import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';

/** Formats offered (SPEC §3: Présentiel, Distanciel, Alternance on every training). */
export const TRAINING_FORMATS = ['Présentiel', 'Distanciel', 'Alternance'] as const;

/** Financing channels (SPEC §3: CPF, OPCO, France Travail, Personnel on every training). */
export const TRAINING_FINANCING = ['CPF', 'OPCO', 'France Travail', 'Personnel'] as const;

/** Registration form codes of each training (SPEC §3, Registration request). */
export const TRAINING_CODES = ['EC', 'CV', 'AM', 'MUM'] as const;

const nonEmptyList = (what: string) =>
  z.array(z.string().trim().min(1)).min(1, { error: `Au moins un élément dans ${what}.` });

/**
 * A training of the catalogue: `content/trainings/<id>.mdx`. The file name is the id used in the URL
 * (/formation/<id>/). The MDX body is the long presentation shown on the detail page.
 */
export const TrainingSchema = ({ image }: SchemaContext) =>
  z.strictObject({
    title: z.string().min(5).describe('Intitulé officiel du titre professionnel, affiché en titre de page.'),
    code: z.enum(TRAINING_CODES).describe('Code court utilisé par le formulaire d’inscription (EC, CV, AM ou MUM).'),
    level: z.string().min(3).describe('Niveau en toutes lettres, par ex. « Niveau 4 (équivalent Bac) ».'),
    levelValue: z.union([z.literal(3), z.literal(4), z.literal(5)], { error: 'Le niveau doit valoir 3, 4 ou 5.' }).describe('Niveau RNCP en chiffre : 3, 4 ou 5. Sert au tri et au filtre du catalogue.'),
    rncp: z.string().regex(/^RNCP\d{4,6}$/, { error: 'Le code RNCP s’écrit « RNCP » suivi de chiffres.' }).describe('Numéro de fiche RNCP, par ex. RNCP37098.'),
    duration: z.string().min(3).describe('Durée affichée, par ex. « 9 mois ».'),
    formats: z.array(z.enum(TRAINING_FORMATS)).min(1).describe('Modalités proposées : Présentiel, Distanciel, Alternance.'),
    price: z.string().min(3).describe('Texte de prix affiché, par ex. « Formation financée ».'),
    startDate: z.string().min(3).describe('Date de la prochaine rentrée, en texte : « Septembre 2025 ».'),
    financing: z.array(z.enum(TRAINING_FINANCING)).min(1).describe('Financements possibles : CPF, OPCO, France Travail, Personnel.'),
    description: z.string().min(40).max(320).describe('Résumé de 1 à 2 phrases : carte du catalogue et meta description.'),
    objectives: nonEmptyList('objectives').describe('Objectifs pédagogiques : ce que l’apprenant saura faire.'),
    prerequisites: nonEmptyList('prerequisites').describe('Prérequis et public visé.'),
    strengths: nonEmptyList('strengths').describe('Points forts. Les 2 premiers apparaissent sur la carte du catalogue.'),
    tags: nonEmptyList('tags').describe('Mots-clés de recherche. Les 3 premiers apparaissent sur la carte.'),
    diplomaObtained: z.string().min(5).describe('Diplôme ou titre obtenu en fin de parcours.'),
    image: image().describe('Illustration (chemin relatif vers un fichier du dossier content/images).'),
    imageAlt: z.string().describe('Texte alternatif de l’illustration ; vide si elle est purement décorative.'),
  });

export type Training = z.infer<ReturnType<typeof TrainingSchema>>;
