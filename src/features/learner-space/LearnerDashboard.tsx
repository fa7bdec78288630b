// Learner dashboard of /dashboard-apprenant (docs/product.md §2.3, §3, §4): profile card with the training and
// its session, progress, upcoming lessons (join link or place), notifications, documents (the learner's own,
// opened through a one-minute link, and the site's programme and terms), settings and logout. With Supabase it
// shows only the signed-in learner's rows (RLS); without it, the demonstration data, labelled.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DASHBOARD_MESSAGES } from './messages-dashboard';
import { LEARNER_MAIL_SUBJECT, LEARNER_ROUTES } from './settings';
import type {
  LearnerDashboard as DashboardData,
  LearnerSession as Session,
} from '~/db/learner-space';
import { formatDate, formatIsoDate, formatPercent } from '~/lib/format';
import { formatTimeSpan } from '~/lib/format-time';
import { navigate, redirect } from './navigate';
import { $auth, startAuth } from './auth-store';
import { flashToast, showFlashedToast } from '~/features/toasts/flash-toast';
import { pushToast } from '~/features/toasts/store';
import { useHydrated } from '~/components/ui/use-hydrated';
import { buttonClass } from '~/components/ui/button-class';
import { cardClass } from '~/components/ui/card-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';
import { CONTACT } from '~/config/site';
import { SentenceWithEmail } from '~/components/ui/EmailLink';

interface Props {
  /**
   * No Supabase project: the demonstration learner's dashboard (src/features/learner-space/dashboard-demo.ts), which the
   * page labels as such (docs/product.md §4); `null` shows the signed-in learner's.
   */
  demo: DashboardData | null;
}

/** What the sections show, from the database or from the sample. */
interface View {
  name: string;
  email: string | null;
  enrolments: { id: string; title: string; session: string | null; progress: number }[];
  nextSession: string | null;
  /** `where`: « Sur place : … » for a lesson without a join link. */
  lessons: {
    id: string;
    title: string;
    startsAt: string;
    when: string;
    joinUrl: string | null;
    where: string;
  }[];
  /** `size`: « · 244 Ko » when Storage gave it. */
  documents: {
    id: string;
    title: string;
    path: string;
    createdAt: string;
    date: string;
    size: string;
  }[];
  /** The trainings the learner is enrolled in, for their programme: slug and title. */
  programmes: [string, string][];
  notifications: {
    id: string;
    kind: 'info' | 'success';
    message: string;
    createdAt: string;
    date: string;
    link: string | null;
  }[];
  pendingRequests: DashboardData['pendingRequests'];
}

/** « lundi 7 décembre, 9 h – 12 h 30 » */
function lessonWhen(startsAt: string, endsAt: string): string {
  return formatTimeSpan(new Date(startsAt), new Date(endsAt));
}

/** « Du 18 janvier au 15 octobre 2027 · Présentiel »: the first day's year goes when both share it. */
function sessionText({ starts_on, ends_on, format }: Session): string {
  const start = formatIsoDate(starts_on);
  const sameYear = starts_on.slice(0, 4) === ends_on.slice(0, 4);
  return `Du ${sameYear ? start.slice(0, -5) : start} au ${formatIsoDate(ends_on)} · ${format}`;
}

/** « · 245 Ko », « · 1,2 Mo », « · 1 Mo » (1 Ko = 1 024 octets); nothing without a size. */
function sizeText(bytes: number | null): string {
  if (!bytes) return '';
  const kilo = bytes / 1024;
  return kilo < 1000
    ? ` · ${Math.max(1, Math.round(kilo))}\u00a0Ko`
    : ` · ${String(Math.round(kilo / 102.4) / 10).replace('.', ',')}\u00a0Mo`;
}

/** What the sections show of a dashboard: the signed-in learner's (with their e-mail) or the demonstration's. */
function toView(data: DashboardData, email: string | null): View {
  const [next] = data.lessons;
  const venues = new Map(data.enrolments.map(({ id, session }) => [id, session?.venue]));
  const trainings = data.enrolments.flatMap(({ training }) => (training ? [training] : []));
  return {
    name: data.fullName ?? email ?? '',
    email,
    enrolments: data.enrolments.map(
      ({ id, training, typed_training_title, session, progress }) => ({
        id,
        title: training?.title ?? typed_training_title ?? DASHBOARD_MESSAGES.someTraining,
        session: session && sessionText(session),
        progress,
      }),
    ),
    nextSession: next ? lessonWhen(next.starts_at, next.ends_at) : null,
    lessons: data.lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      startsAt: lesson.starts_at,
      when: lessonWhen(lesson.starts_at, lesson.ends_at),
      joinUrl: lesson.join_url,
      where: [DASHBOARD_MESSAGES.onSite, lesson.place ?? venues.get(lesson.enrolment_id)]
        .filter(Boolean)
        .join('\u00a0: '),
    })),
    documents: data.documents.map((document) => ({
      id: document.id,
      title: document.title,
      path: document.object_path,
      createdAt: document.created_at,
      date: formatDate(new Date(document.created_at)),
      size: sizeText(document.size_bytes),
    })),
    programmes: [...new Map(trainings.map(({ slug, title }) => [slug, title]))],
    notifications: data.notifications.map((notification) => ({
      id: notification.id,
      kind: notification.kind === 'success' ? 'success' : 'info',
      message: notification.message,
      createdAt: notification.created_at,
      date: formatDate(new Date(notification.created_at)),
      link: notification.link,
    })),
    pendingRequests: data.pendingRequests,
  };
}

/** The title a button or link acts on, for screen readers: « Rejoindre la séance « Atelier » ». */
function Quoted({ text }: { text: string }) {
  return <span className="sr-only"> «&nbsp;{text}&nbsp;»</span>;
}

/** A lesson of the planning or a document: its title, its day (`after` it: a size), `below`, its action. */
function Row({
  title,
  dateTime,
  when,
  after,
  below,
  children,
}: {
  title: string;
  dateTime: string;
  when: string;
  after?: string;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted">
          <time dateTime={dateTime}>{when}</time>
          {after}
        </p>
        {below}
      </div>
      {children}
    </li>
  );
}

// A signed-in learner's settings load once their dashboard shows (the demonstration has none): the
// page's first download is at its budget (docs/performance.md).
const DashboardSettings = lazy(() => import('./DashboardSettings'));

const CARD = cardClass();
const HEADING = 'text-xl font-bold text-brand-950';
const SUBHEADING = 'mt-5 text-lg font-semibold text-brand-950';
const { documents } = DASHBOARD_MESSAGES;
/** The team's address in the dashboard's sentences; the subject says where the learner wrote from. */
const MAIL_TO_TEAM = { address: CONTACT.email, subject: LEARNER_MAIL_SUBJECT };

export default function LearnerDashboard({ demo: demoDashboard }: Props) {
  const demo = demoDashboard !== null;
  const auth = useStore($auth, { ssr: 'initial' });
  const [view, setView] = useState<View | null>(demoDashboard && toView(demoDashboard, null));
  const [failure, setFailure] = useState<string | null>(null);
  // The demonstration is in the server's HTML: its buttons wait for React (a click before would be lost).
  const hydrated = useHydrated();
  /** Set while signing out: the session's end must not also trigger the "not signed in" redirect. */
  const leaving = useRef(false);

  const load = useCallback(async (email: string) => {
    setFailure(null);
    const { loadLearnerDashboard } = await import('~/db/learner-space');
    const result = await loadLearnerDashboard();
    if (result.ok) {
      setView(toView(result.data, email));
      return;
    }
    const { describeFailure } = await import('./describe-failure');
    setFailure(describeFailure(result));
  }, []);

  useEffect(() => {
    showFlashedToast();
    void startAuth();
  }, []);

  useEffect(() => {
    if (demo || auth.loading || leaving.current) return;
    if (!auth.user) {
      // Signed out (or never signed in): to the login page, which brings the visitor back here.
      void import('./return-path').then(({ loginPathFor }) =>
        redirect(
          loginPathFor(LEARNER_ROUTES.login, `${LEARNER_ROUTES.dashboard}${window.location.hash}`),
        ),
      );
      return;
    }
    void load(auth.user.email);
  }, [demo, auth.loading, auth.user, load]);

  const onSignOut = async () => {
    const { AUTH_OUTCOMES } = await import('./messages-outcomes');
    if (!demo) {
      const { signOut } = await import('~/db/auth');
      leaving.current = true;
      const result = await signOut();
      if (!result.ok) {
        leaving.current = false;
        const { describeFailure } = await import('./describe-failure');
        pushToast({
          title: AUTH_OUTCOMES.failureTitles.signOut,
          description: describeFailure(result),
          variant: 'destructive',
        });
        return;
      }
    }
    flashToast({ ...AUTH_OUTCOMES.success.signOut, variant: 'success' });
    navigate(LEARNER_ROUTES.login);
  };

  if (failure) {
    return (
      <div className={CARD} role="alert">
        <p className="font-semibold">{DASHBOARD_MESSAGES.loadFailed}</p>
        <p className="mt-1 text-muted">{failure}</p>
        <button
          type="button"
          onClick={() => auth.user && void load(auth.user.email)}
          className={`mt-4 ${buttonClass()}`}
        >
          {DASHBOARD_MESSAGES.retry}
        </button>
      </div>
    );
  }

  if (!view) {
    return (
      <p className={CARD} role="status">
        {DASHBOARD_MESSAGES.loading}
      </p>
    );
  }

  const [mainEnrolment] = view.enrolments;
  // An address wraps after its « @ » or before a dot, never mid-word (but when a part is wider than the card).
  const emailParts = view.email?.split(/(?<=@)|(?=\.)/) ?? [];

  /** The tab opens in the click itself (one opened after a wait is blocked), the PDF's link after. */
  const onOpen = async (path: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const { openDocument } = await import('./open-document');
    await openDocument(path, tab);
  };

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="profil-title"
        className={`${CARD} flex flex-wrap items-start justify-between gap-x-6 gap-y-4`}
      >
        <div className="min-w-0 flex-[1_1_16rem] [overflow-wrap:anywhere]">
          <h2 id="profil-title" className={HEADING}>
            {view.name}
          </h2>
          {view.email && view.email !== view.name && (
            <p className="mt-1 text-muted">
              {emailParts.flatMap((part, index) => [index > 0 && <wbr key={index} />, part])}
            </p>
          )}
          {mainEnrolment ? (
            <p className="mt-2">
              <span className="font-semibold">{mainEnrolment.title}</span>
              {mainEnrolment.session && (
                <span className="block text-sm text-muted">{mainEnrolment.session}</span>
              )}
            </p>
          ) : (
            <p className="mt-3 max-w-prose">
              <SentenceWithEmail sentence={DASHBOARD_MESSAGES.noEnrolment} {...MAIL_TO_TEAM} />
            </p>
          )}
          {view.nextSession && (
            <p className="mt-4">
              <span className="text-sm text-muted">{DASHBOARD_MESSAGES.nextSession}</span>
              <br />
              <span className="font-semibold">{view.nextSession}</span>
            </p>
          )}
        </div>
        <button
          type="button"
          disabled={!hydrated}
          onClick={onSignOut}
          className={buttonClass({ variant: 'secondary' })}
        >
          {DASHBOARD_MESSAGES.signOut}
        </button>
      </section>

      <section id="cours" aria-labelledby="cours-title" className={`${CARD} scroll-mt-24`}>
        <h2 id="cours-title" className={HEADING}>
          {DASHBOARD_MESSAGES.sections.cours}
        </h2>
        {view.enrolments.length === 0 ? (
          <p className="mt-3 text-muted">
            <SentenceWithEmail sentence={DASHBOARD_MESSAGES.noEnrolment} {...MAIL_TO_TEAM} />
          </p>
        ) : (
          <ul className="mt-4 space-y-5">
            {view.enrolments.map((enrolment) => (
              <li key={enrolment.id}>
                <p className="font-semibold">{enrolment.title}</p>
                {enrolment.session && <p className="text-sm text-muted">{enrolment.session}</p>}
                <p className="mt-1 text-sm" id={`progress-${enrolment.id}`}>
                  {DASHBOARD_MESSAGES.progress}&nbsp;: {formatPercent(enrolment.progress)}
                </p>
                <progress
                  className="mt-2 h-3 w-full overflow-hidden rounded-full accent-brand-700"
                  max={100}
                  value={enrolment.progress}
                  aria-labelledby={`progress-${enrolment.id}`}
                >
                  {formatPercent(enrolment.progress)}
                </progress>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="planning" aria-labelledby="planning-title" className={`${CARD} scroll-mt-24`}>
        <h2 id="planning-title" className={HEADING}>
          {DASHBOARD_MESSAGES.sections.planning}
        </h2>
        {view.lessons.length === 0 ? (
          <p className="mt-3 text-muted">{DASHBOARD_MESSAGES.noLessons}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {view.lessons.map((lesson) => (
              <Row
                key={lesson.id}
                title={lesson.title}
                dateTime={lesson.startsAt}
                when={lesson.when}
                below={!lesson.joinUrl && <p className="text-sm">{lesson.where}</p>}
              >
                {lesson.joinUrl && (
                  <a
                    href={lesson.joinUrl}
                    rel="noopener"
                    className={`text-sm ${buttonClass({ size: 'md' })}`}
                  >
                    {DASHBOARD_MESSAGES.join}
                    <Quoted text={lesson.title} />
                  </a>
                )}
              </Row>
            ))}
          </ul>
        )}
      </section>

      <section id="documents" aria-labelledby="documents-title" className={`${CARD} scroll-mt-24`}>
        <h2 id="documents-title" className={HEADING}>
          {DASHBOARD_MESSAGES.sections.documents}
        </h2>
        <h3 className={SUBHEADING}>{documents.yours}</h3>
        {view.documents.length === 0 ? (
          <p className="mt-2 max-w-prose text-muted">{documents.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {view.documents.map((document) => (
              <Row
                key={document.id}
                title={document.title}
                dateTime={document.createdAt}
                when={document.date}
                after={document.size}
              >
                <button
                  type="button"
                  disabled={!hydrated}
                  onClick={() => void onOpen(document.path)}
                  className={buttonClass({ variant: 'secondary', size: 'md' })}
                >
                  {documents.open}
                  <Quoted text={document.title} />
                </button>
              </Row>
            ))}
          </ul>
        )}
        <h3 className={SUBHEADING}>{documents.beforeTraining}</h3>
        <ul className="mt-2 space-y-2">
          {view.programmes.map(([slug, title]) => (
            <li key={slug}>
              <a href={`/formation/${slug}/programme.pdf`} className={TEXT_LINK_CLASS}>
                {documents.programme} {title} (PDF)
              </a>
            </li>
          ))}
          <li>
            <a href="/reglement-interieur/" className={TEXT_LINK_CLASS}>
              {documents.rules}
            </a>
          </li>
          <li>
            <a href="/cgv/" className={TEXT_LINK_CLASS}>
              {documents.terms}
            </a>
          </li>
        </ul>
      </section>

      <section
        id="notifications"
        aria-labelledby="notifications-title"
        className={`${CARD} scroll-mt-24`}
      >
        <h2 id="notifications-title" className={HEADING}>
          {DASHBOARD_MESSAGES.sections.notifications}
        </h2>
        {view.notifications.length === 0 ? (
          <p className="mt-3 text-muted">{DASHBOARD_MESSAGES.noNotifications}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {view.notifications.map((notification) => (
              <li
                key={notification.id}
                className={`rounded-lg border-l-4 p-3 ${notification.kind === 'success' ? 'border-green-700 bg-green-50' : 'border-brand-700 bg-brand-50'}`}
              >
                <p className="text-sm font-semibold">
                  {DASHBOARD_MESSAGES.notificationKinds[notification.kind]} ·{' '}
                  <time dateTime={notification.createdAt}>{notification.date}</time>
                </p>
                <p className="mt-1">{notification.message}</p>
                {notification.link && (
                  <a
                    href={notification.link}
                    className={`${TEXT_LINK_CLASS} mt-1 inline-block text-sm`}
                  >
                    {DASHBOARD_MESSAGES.open}
                    <span className="sr-only">{`\u00a0: ${notification.message}`}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        id="parametres"
        aria-labelledby="parametres-title"
        className={`${CARD} scroll-mt-24`}
      >
        <h2 id="parametres-title" className={HEADING}>
          {DASHBOARD_MESSAGES.sections.parametres}
        </h2>
        {demo ? (
          <p className="mt-3 text-muted">{DASHBOARD_MESSAGES.settings.demo}</p>
        ) : (
          <Suspense fallback={<p className="mt-3 text-muted">{DASHBOARD_MESSAGES.loading}</p>}>
            <DashboardSettings pendingRequests={view.pendingRequests} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
