import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';

const count = (what: string) =>
  z
    .number({ error: `${what} : effectif entier attendu.` })
    .int({ error: `${what} : effectif entier attendu.` })
    .nonnegative({ error: `${what} : effectif positif ou nul.` });

/**
 * The counts of one promotion of one training: `content/data/results.yaml`. Every rate on the site is
 * computed from them (src/lib/results.ts); a rate is never typed by hand.
 */
export const ResultCountsSchema = z
  .strictObject({
    id: z.string().describe('Identifiant unique : « <année>-<formation> ».'),
    training: z
      .string()
      .min(3)
      .describe('Identifiant de la formation (nom du fichier dans content/trainings).'),
    periodLabel: z.string().min(4).describe('Période affichée avec chaque taux, par ex. « 2025 ».'),
    periodStart: CalendarDateSchema.describe(
      'Premier jour de la période (fins de session comprises à partir de cette date).',
    ),
    periodEnd: CalendarDateSchema.describe('Dernier jour de la période.'),
    publishedAt: CalendarDateSchema.describe(
      'Date de publication des chiffres ; plus de 12 mois : `npm run check:content` échoue.',
    ),
    source: z.string().min(10).describe('Source vérifiable : procès-verbaux de jury, enquêtes…'),
    entrants: count('Entrants').describe('Apprenants entrés en formation.'),
    dropouts: count('Abandons').describe('Entrants sortis avant l’examen.'),
    examCandidates: count('Candidats présentés').describe('Apprenants présentés à l’examen.'),
    passed: count('Reçus').describe('Apprenants reçus au titre complet.'),
    satisfactionRespondents: count('Répondants satisfaction').describe(
      'Répondants au questionnaire de fin de formation.',
    ),
    satisfied: count('Satisfaits').describe('Répondants satisfaits ou très satisfaits.'),
    employmentRespondents: count('Répondants emploi').describe('Répondants à l’enquête à 6 mois.'),
    employed: count('En emploi').describe('Répondants en emploi 6 mois après la formation.'),
  })
  .refine(
    (row) => row.passed <= row.examCandidates && row.examCandidates + row.dropouts <= row.entrants,
    {
      error: 'Effectifs incohérents : reçus ≤ présentés, présentés + abandons ≤ entrants.',
      path: ['passed'],
    },
  )
  .refine(
    (row) =>
      row.satisfied <= row.satisfactionRespondents && row.employed <= row.employmentRespondents,
    {
      error: 'Effectifs incohérents : satisfaits ou en emploi au-delà des répondants.',
      path: ['satisfied'],
    },
  );

export type ResultCounts = z.infer<typeof ResultCountsSchema>;
