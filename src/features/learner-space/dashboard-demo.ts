// The learner dashboard's demonstration (content/data/dashboard.yaml), shown where the site has no
// backend. Its dates are a scenario seen from one day (`asOf`): moved by whole weeks to the week the page
// is built (src/lib/demo-calendar.ts), the next lessons stay ahead and the notifications recent.
import type { LearnerDashboard, LearnerSession, LearnerTraining } from '~/db/learner-space';
import type { DashboardSample } from '~/schemas/dashboard';
import { addWeeks, weeksSince } from '~/lib/demo-calendar';
import { toIsoDate } from '~/lib/format';

const parisOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  timeZoneName: 'longOffset',
});

/** Minutes Paris is ahead of UTC at an instant. @example 60 in winter, 120 in summer */
function parisOffsetMinutes(instant: Date): number {
  const name = parisOffset.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '') ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The instant Paris clocks show `time` (HH:MM) on `day`, with that day's offset: a lesson keeps its
 * hour on either side of a change to or from summer time.
 */
export function parisInstant(day: Date, time: string): Date {
  const wallClock = new Date(`${toIsoDate(day)}T${time}:00Z`);
  return new Date(wallClock.getTime() - parisOffsetMinutes(wallClock) * 60_000);
}

/** The sample's training as the catalogue has it (its content entry), with the session shown. */
export interface DemoTraining {
  training: LearnerTraining;
  session: LearnerSession;
}

/**
 * The demonstration as the database would give it, moved to `today`'s week: lessons soonest first,
 * notifications newest first, like loadLearnerDashboard(). Its training and session are the
 * catalogue's (`training`); it has no document of its own, only the site's programme and terms.
 */
export function demoDashboard(
  sample: DashboardSample,
  today: Date,
  { training, session }: DemoTraining,
): LearnerDashboard {
  const weeks = weeksSince(sample.asOf, today);
  const moved = (day: Date) => addWeeks(day, weeks);
  const lessons = sample.upcomingLessons.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    starts_at: parisInstant(moved(lesson.day), lesson.from).toISOString(),
    ends_at: parisInstant(moved(lesson.day), lesson.to).toISOString(),
    join_url: lesson.link,
    enrolment_id: sample.id,
    place: null,
  }));
  const notifications = sample.notifications.map((notification) => ({
    id: notification.id,
    kind: notification.type,
    message: notification.message,
    link: notification.link,
    created_at: parisInstant(moved(notification.date), '12:00').toISOString(),
  }));
  return {
    fullName: sample.name,
    enrolments: [
      { id: sample.id, typed_training_title: null, training, session, progress: sample.progress },
    ],
    lessons: lessons.sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    documents: [],
    notifications: notifications.sort((a, b) => b.created_at.localeCompare(a.created_at)),
    pendingRequests: [],
  };
}
