import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';

/** Second catalogue facets (docs/product.md §3, Course in second catalogue). */
export const COURSE_CATEGORIES = [
  'Développement',
  'Marketing',
  'Data',
  'Design',
  'Management',
] as const;
/** The categories that are English words, marked `lang="en"` wherever they are shown (WCAG 3.1.2). */
export const ENGLISH_COURSE_CATEGORIES: readonly string[] = ['Data'];
export const COURSE_LEVELS = ['Titre Pro', 'Certification', 'Diplôme d’État'] as const;
export const COURSE_FORMATS = ['Présentiel', 'Distanciel', 'Hybride'] as const;
export const COURSE_FINANCING = ['CPF', 'France Travail', 'OPCO', 'Personnel'] as const;

/** A sample course of /catalogue-formations: `content/data/sample-courses.yaml`. */
export const SampleCourseSchema = z.strictObject({
  id: z.string(),
  title: z.string().min(3),
  category: z.enum(COURSE_CATEGORIES),
  level: z.enum(COURSE_LEVELS),
  duration: z.string().min(3),
  format: z.enum(COURSE_FORMATS),
  priceEuros: z
    .number()
    .int()
    .positive()
    .describe('Prix en euros, nombre entier (affiché au format français).'),
  financing: z.array(z.enum(COURSE_FINANCING)).min(1),
  startDate: CalendarDateSchema.describe(
    'Date de début, AAAA-MM-JJ ; la page décale les dates de semaines entières pour qu’aucune ne soit passée.',
  ),
  description: z.string().min(30).max(300),
});

export type SampleCourse = z.infer<typeof SampleCourseSchema>;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export type CourseFormat = (typeof COURSE_FORMATS)[number];
export type CourseFinancing = (typeof COURSE_FINANCING)[number];
