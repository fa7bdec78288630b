import { z } from 'astro/zod';
import { CalendarDateSchema } from './calendar-date';

/** A Paris clock time, HH:MM. */
const ClockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'L’heure doit s’écrire HH:MM, par exemple 09:00.' });

/**
 * Learner dashboard demonstration data (docs/product.md §3, Dashboard sample data):
 * `content/data/dashboard.yaml`. The dates tell a scenario seen on `asOf`; the site moves them by whole
 * weeks to the week it is built (src/features/learner-space/dashboard-demo.ts), so write them around that day.
 */
export const DashboardSampleSchema = z
  .strictObject({
    id: z.string(),
    name: z.string().min(2),
    formation: z.string().min(3),
    progress: z.number().int().min(0).max(100),
    /** The day the scenario is seen from: lessons after it, notifications on or before it. */
    asOf: CalendarDateSchema,
    notifications: z.array(
      z.strictObject({
        id: z.string(),
        type: z.enum(['info', 'success']),
        message: z.string().min(5),
        date: CalendarDateSchema,
        link: z.string().startsWith('/'),
      }),
    ),
    upcomingLessons: z.array(
      z
        .strictObject({
          id: z.string(),
          title: z.string().min(3),
          day: CalendarDateSchema,
          from: ClockTimeSchema,
          to: ClockTimeSchema,
          link: z.string().startsWith('/'),
        })
        .refine(({ from, to }) => from < to, { error: 'Une séance finit après son début.' }),
    ),
  })
  .refine(({ asOf, upcomingLessons }) => upcomingLessons.every(({ day }) => day > asOf), {
    error: 'Les séances à venir tombent après le jour du scénario (asOf).',
  })
  .refine(({ asOf, notifications }) => notifications.every(({ date }) => date <= asOf), {
    error: 'Les notifications datent du jour du scénario (asOf) ou d’avant.',
  });

export type DashboardSample = z.infer<typeof DashboardSampleSchema>;
