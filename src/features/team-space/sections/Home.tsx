// The space's first page: what waits in each section, with the oldest date that matters.
import { useCallback } from 'react';
import { loadInbox } from '~/db/team-inbox';
import { loadTestimonials } from '~/db/team-quality';
import { loadPrivacyDesk } from '~/db/team-privacy';
import { loadFollowUp, loadTaughtTrainings } from '~/db/team-follow-up';
import { loadComplaints } from '~/db/team-complaints';
import type { DbData } from '~/db/result';
import { TEAM_CARDS, useTeamFacts, type TeamFacts } from '../facts';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';
import { fill, TEAM_SECTIONS } from '../messages';
import { HOME_MESSAGES as M } from './messages';
import { isOpen } from '../inbox-model';
import { addDays, countOf, formatCalendarDate, formatDateTime, formatDay } from '../team-format';
import { useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';

interface Summary {
  section: (typeof TEAM_SECTIONS)[number];
  lines: string[];
}

const section = (id: string) => TEAM_SECTIONS.find((candidate) => candidate.id === id)!;
const count = (n: number, [one, many]: readonly [string, string]) => countOf(n, one, many);

/** A trainer's home: their learners and the trainings they teach, nothing of the staff's sections. */
async function loadTrainerSummaries(): Promise<DbData<Summary[]>> {
  const [followUp, taught] = await Promise.all([loadFollowUp(), loadTaughtTrainings()]);
  if (!followUp.ok) return followUp;
  if (!taught.ok) return taught;
  return {
    ok: true,
    data: [
      { section: section('apprenants'), lines: [count(followUp.data.learners.length, M.learners)] },
      { section: section('ressources'), lines: [count(taught.data.length, M.taught)] },
    ],
  };
}

async function loadSummaries(facts: TeamFacts): Promise<DbData<Summary[]>> {
  const [inbox, testimonials, privacy, followUp, complaints] = await Promise.all([
    loadInbox(),
    loadTestimonials(),
    loadPrivacyDesk(),
    loadFollowUp(),
    loadComplaints(),
  ]);
  if (!complaints.ok) return complaints;
  if (!inbox.ok) return inbox;
  if (!testimonials.ok) return testimonials;
  if (!privacy.ok) return privacy;
  if (!followUp.ok) return followUp;
  const open = inbox.data.filter(isOpen).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const pending = testimonials.data.filter((item) => item.state === 'pending');
  const openComplaints = complaints.data.filter((item) => !item.closedAt);
  // The next date the page promises: an acknowledgement still to send, else an answer.
  const nextDue = openComplaints
    .map((item) =>
      item.acknowledgedAt ? (item.answeredAt ? null : item.answerDueOn) : item.acknowledgeDueOn,
    )
    .filter((due): due is string => Boolean(due))
    .sort()[0];
  const requests = privacy.data.requests
    .filter((request) => !request.handledAt)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  return {
    ok: true,
    data: [
      { section: section('apprenants'), lines: [count(followUp.data.learners.length, M.learners)] },
      {
        section: section('demandes'),
        lines: [
          count(open.length, M.requests),
          ...(open[0] ? [fill(M.oldestRequest, { date: formatDateTime(open[0].createdAt) })] : []),
        ],
      },
      {
        section: section('qualite'),
        lines: [
          count(pending.length, M.testimonials),
          ...(pending[0]
            ? [
                fill(M.oldestTestimonial, {
                  date: formatDay(
                    addDays(pending[0].createdAt, facts.moderationDelayDays).toISOString(),
                  ),
                }),
              ]
            : []),
        ],
      },
      {
        section: section('reclamations'),
        lines: [
          count(openComplaints.length, M.complaints),
          ...(nextDue ? [fill(M.nextComplaintDue, { date: formatCalendarDate(nextDue) })] : []),
        ],
      },
      {
        section: section('comptes'),
        lines: [
          count(requests.length, M.privacy),
          ...(requests[0]
            ? [fill(M.nearestDue, { date: formatCalendarDate(requests[0].dueOn) })]
            : []),
          count(privacy.data.accounts.length, M.accounts),
        ],
      },
    ],
  };
}

export default function Home({ onAccessLost, memberRole: role = 'staff' }: SectionProps) {
  const facts = useTeamFacts();
  const load = useCallback(
    () => (role === 'staff' ? loadSummaries(facts) : loadTrainerSummaries()),
    [facts, role],
  );
  const { loaded, reload } = useTeamData(load, onAccessLost);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  return (
    <div className="mt-4">
      <p className="text-muted">{M.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {loaded.data.map(({ section, lines }) => (
          <li key={section.id} className={TEAM_CARDS.item}>
            <h3 className="text-lg font-bold text-brand-950">{section.label}</h3>
            <ul className="mt-2 space-y-1">
              {lines.map((line) => (
                <li key={line} className="min-w-0">
                  {line}
                </li>
              ))}
            </ul>
            <a href={section.href} className={`mt-4 inline-block ${TEXT_LINK_CLASS}`}>
              {fill(M.open, { section: section.label })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
