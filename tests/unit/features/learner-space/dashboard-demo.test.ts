// The learner dashboard's demonstration moves with the calendar: whenever the site is built, its next
// lessons are ahead, on the weekdays and Paris hours the editor wrote, and its notifications are recent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { demoDashboard, parisInstant } from '~/features/learner-space/dashboard-demo';
import { formatTimeSpan } from '~/lib/format-time';
import { DashboardSampleSchema, type DashboardSample } from '~/schemas/dashboard';

const [yamlEntry] = parse(
  readFileSync(new URL('../../../../content/data/dashboard.yaml', import.meta.url), 'utf8'),
) as Record<string, unknown>[];
const SAMPLE = DashboardSampleSchema.parse(yamlEntry);
const DAY_MS = 86_400_000;
/** The sample's training as the page finds it in the catalogue (src/pages/dashboard-apprenant.astro). */
const TRAINING = {
  training: { code: 'CV', slug: 'tp-conseiller-vente', title: SAMPLE.formation },
  session: {
    starts_on: '2027-01-18',
    ends_on: '2027-10-15',
    format: 'Présentiel',
    venue: 'Horizon Compétences, 48 rue de l’Avenir, 75020 Paris',
  },
};

/** The demonstration as a learner reads it on `today`. */
function seenOn(today: string) {
  const data = demoDashboard(SAMPLE, new Date(today), TRAINING);
  return {
    data,
    lessons: data.lessons.map(({ starts_at, ends_at }) =>
      formatTimeSpan(new Date(starts_at), new Date(ends_at)),
    ),
  };
}

describe('parisInstant', () => {
  it('reads the hour on Paris clocks, in winter and in summer time', () => {
    expect(parisInstant(new Date('2026-12-07'), '09:00').toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(parisInstant(new Date('2027-06-07'), '09:00').toISOString()).toBe(
      '2027-06-07T07:00:00.000Z',
    );
  });
});

describe('demoDashboard', () => {
  it('on the scenario’s own day, shows the dates the editor wrote', () => {
    expect(seenOn('2026-11-24T10:00:00Z').lessons).toEqual([
      'lundi 7 décembre, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
      'mercredi 9 décembre, 14\u00a0h\u00a0–\u2060\u00a017\u00a0h',
      'lundi 14 décembre, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
    ]);
  });

  it('months later, moves the scenario to that week: same weekdays and hours, lessons ahead, news recent', () => {
    const today = '2027-04-01T15:00:00Z';
    const { data, lessons } = seenOn(today);
    expect(lessons).toEqual([
      'lundi 12 avril, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
      'mercredi 14 avril, 14\u00a0h\u00a0–\u2060\u00a017\u00a0h',
      'lundi 19 avril, 9\u00a0h\u00a0–\u2060\u00a012\u00a0h\u00a030',
    ]);
    const now = Date.parse(today);
    for (const lesson of data.lessons) expect(Date.parse(lesson.starts_at)).toBeGreaterThan(now);
    for (const notification of data.notifications) {
      const age = now - Date.parse(notification.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(14 * DAY_MS);
    }
  });

  it('keeps the order the database gives: lessons soonest first, notifications newest first', () => {
    const shuffled: DashboardSample = {
      ...SAMPLE,
      upcomingLessons: [...SAMPLE.upcomingLessons].reverse(),
      notifications: [...SAMPLE.notifications].reverse(),
    };
    const data = demoDashboard(shuffled, new Date('2026-11-24T10:00:00Z'), TRAINING);
    expect(data.lessons.map(({ id }) => id)).toEqual(SAMPLE.upcomingLessons.map(({ id }) => id));
    expect(data.notifications.map(({ created_at }) => created_at.slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-20',
      '2026-11-18',
    ]);
    expect(data.fullName).toBe('Léa Martin');
    // The catalogue's training and session; no invented document of the learner's own.
    expect(data.enrolments).toEqual([
      { id: 'demo', typed_training_title: null, ...TRAINING, progress: 65 },
    ]);
    expect(data.documents).toEqual([]);
    expect(data.lessons.every((lesson) => lesson.enrolment_id === 'demo')).toBe(true);
  });
});

describe('DashboardSampleSchema', () => {
  it('refuses a lesson before the scenario’s day, a news item after it, an hour not written HH:MM', () => {
    const [lesson] = SAMPLE.upcomingLessons;
    const [notification] = SAMPLE.notifications;
    const messages = (changes: Partial<DashboardSample>) => {
      const result = DashboardSampleSchema.safeParse({ ...yamlEntry, ...changes });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ upcomingLessons: [{ ...lesson!, day: SAMPLE.asOf }] })).toEqual([
      'Les séances à venir tombent après le jour du scénario (asOf).',
    ]);
    expect(
      messages({ notifications: [{ ...notification!, date: new Date('2026-12-01') }] }),
    ).toEqual(['Les notifications datent du jour du scénario (asOf) ou d’avant.']);
    expect(messages({ upcomingLessons: [{ ...lesson!, to: '17 h' }] })).toEqual([
      'L’heure doit s’écrire HH:MM, par exemple 09:00.',
    ]);
    expect(messages({ upcomingLessons: [{ ...lesson!, from: '13:00', to: '12:30' }] })).toEqual([
      'Une séance finit après son début.',
    ]);
  });
});
