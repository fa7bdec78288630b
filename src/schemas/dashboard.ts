import { z } from 'astro/zod';

/** Learner dashboard demonstration data (docs/product.md §3, Dashboard sample data): `content/data/dashboard.yaml`. */
export const DashboardSampleSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(2),
  formation: z.string().min(3),
  progress: z.number().int().min(0).max(100),
  nextSession: z.string().min(3),
  notifications: z.array(
    z.strictObject({
      id: z.string(),
      type: z.enum(['info', 'success']),
      message: z.string().min(5),
      date: z.string().min(3),
      link: z.string().startsWith('/'),
    }),
  ),
  upcomingLessons: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string().min(3),
      date: z.string().min(3),
      time: z.string().min(3),
      link: z.string().startsWith('/'),
    }),
  ),
});

export type DashboardSample = z.infer<typeof DashboardSampleSchema>;
