import { z } from 'astro/zod';

/** The questionnaires the database knows, by id (supabase migration « questionnaires »). */
export const QUESTIONNAIRE_IDS = ['fin-de-formation', 'suivi-6-mois'] as const;
export type QuestionnaireId = (typeof QUESTIONNAIRE_IDS)[number];

/** The situations of the follow-up, as the database validates them; the first four count as employed. */
export const SITUATIONS = [
  'cdi',
  'cdd',
  'interim',
  'creation',
  'formation',
  'recherche',
  'autre',
] as const;
export const EMPLOYED_SITUATIONS = ['cdi', 'cdd', 'interim', 'creation'] as const;

/**
 * The answer keys the database validates and aggregates, per questionnaire: each must be a question
 * of that kind, with exactly these options; other questions are free (docs/product.md, Questionnaires).
 */
export const FIXED_QUESTIONS = {
  'fin-de-formation': [
    { id: 'overall', kind: 'rating', required: true },
    { id: 'comment', kind: 'text', required: false },
  ],
  'suivi-6-mois': [
    { id: 'situation', kind: 'choice', required: true, options: SITUATIONS },
    { id: 'related', kind: 'yes-no', required: 'employed' },
    { id: 'certified', kind: 'choice', required: true, options: ['oui', 'non', 'en-attente'] },
  ],
} as const;

const id = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, {
  error: 'Identifiant : lettres minuscules, chiffres et tirets.',
});
const label = (what: string) => z.string().min(3).max(300).describe(what);

const OptionSchema = z.strictObject({
  value: id.describe('Valeur enregistrée (ne jamais la changer pour une question existante).'),
  label: label('Libellé affiché.'),
});

const QuestionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id,
    kind: z.literal('rating'),
    label: label('Question posée, notée de 1 à 5.'),
    required: z.boolean(),
    low: label('Ce que veut dire 1.'),
    high: label('Ce que veut dire 5.'),
  }),
  z.strictObject({
    id,
    kind: z.literal('choice'),
    label: label('Question posée.'),
    required: z.boolean(),
    options: z.array(OptionSchema).min(2).max(12),
  }),
  z.strictObject({
    id,
    kind: z.literal('yes-no'),
    label: label('Question posée, à laquelle on répond oui ou non.'),
    /** `employed`: asked only, and then required, when the situation is a job. */
    required: z.union([z.boolean(), z.literal('employed')]),
  }),
  z.strictObject({
    id,
    kind: z.literal('text'),
    label: label('Question posée, réponse libre (2 000 caractères au plus).'),
    required: z.boolean(),
  }),
]);

/** Where the answering window starts and ends, counted from the session's last day (Paris dates). */
const OffsetSchema = z.strictObject({
  months: z.number().int().min(0).max(24),
  days: z.number().int().min(0).max(366),
});

/**
 * One questionnaire, `content/questionnaires/<id>.yaml`. A change of questions takes a new `version`:
 * each answer keeps the version it was given under, so old answers are never rewritten.
 */
export const QuestionnaireSchema = z
  .strictObject({
    id: z.enum(QUESTIONNAIRE_IDS),
    version: z.number().int().min(1).describe('À augmenter dès qu’une question change.'),
    title: z.string().min(3).max(80),
    intro: z.string().min(10).max(600),
    opens: OffsetSchema.describe('Ouverture, après le dernier jour de la session.'),
    closes: OffsetSchema.describe(
      'Fermeture (dernier jour inclus), après le dernier jour de la session.',
    ),
    questions: z.array(QuestionSchema).min(1).max(20),
  })
  .superRefine((questionnaire, context) => {
    const ids = questionnaire.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length)
      context.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'Deux questions ont le même identifiant.',
      });
    for (const fixed of FIXED_QUESTIONS[questionnaire.id]) {
      const question = questionnaire.questions.find((candidate) => candidate.id === fixed.id);
      const expected = 'options' in fixed ? `, options ${fixed.options.join(', ')}` : '';
      const matches =
        question &&
        question.kind === fixed.kind &&
        question.required === fixed.required &&
        (!('options' in fixed) ||
          (question.kind === 'choice' &&
            question.options.map((option) => option.value).join() === fixed.options.join()));
      if (!matches)
        context.addIssue({
          code: 'custom',
          path: ['questions'],
          message: `La question « ${fixed.id} » est lue par la base de données : type ${fixed.kind}, obligatoire ${String(fixed.required)}${expected}.`,
        });
    }
  });

export type Questionnaire = z.infer<typeof QuestionnaireSchema>;
export type Question = Questionnaire['questions'][number];
