// « Démarche qualité »: the testimonials' moderation queue (publish, refuse with the charter's reason,
// withdraw), each with its due date, and when the public page will show the decision.
import { useEffect, useId, useRef, useState } from 'react';
import {
  loadTestimonials,
  moderateTestimonial,
  type ModeratedTestimonial,
} from '~/db/team-quality';
import { buttonClass } from '~/components/ui/button-class';
import { TEAM_CARDS, useTeamFacts } from '../facts';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { REFUSAL_REASONS } from '../moderation-reasons';
import { fill } from '../messages';
import { QUALITY_MESSAGES as M } from './messages';
import { addDays, formatDay } from '../team-format';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';
import SiteRebuild from './SiteRebuild';

function reasonLabel(code: string | null): string {
  return REFUSAL_REASONS.find((reason) => reason.code === code)?.label ?? code ?? '';
}

export default function Quality({ onAccessLost }: SectionProps) {
  const facts = useTeamFacts();
  const { loaded, reload } = useTeamData(loadTestimonials, onAccessLost);
  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );

  const all = loaded.data;
  const pending = all.filter((item) => item.state === 'pending');
  const published = all.filter((item) => item.state === 'published').reverse();
  const history = all
    .filter((item) => item.state === 'refused' || item.state === 'withdrawn')
    .reverse();
  const props = { reload, onAccessLost };

  return (
    <div className="mt-4 space-y-10">
      <p className="max-w-prose text-muted">{fill(M.intro, { days: facts.moderationDelayDays })}</p>
      <SiteRebuild text={M.publicPage.text} onAccessLost={onAccessLost} />
      <Group
        title={fill(M.pending, { count: pending.length })}
        empty={M.pendingEmpty}
        items={pending}
        {...props}
      />
      <Group
        title={fill(M.published, { count: published.length })}
        empty={M.publishedEmpty}
        items={published}
        {...props}
      />
      <Group
        title={fill(M.history, { count: history.length })}
        empty={M.historyEmpty}
        items={history}
        {...props}
      />
    </div>
  );
}

interface GroupProps {
  title: string;
  empty: string;
  items: ModeratedTestimonial[];
  reload: () => Promise<void>;
  onAccessLost: () => void;
}

function Group({ title, empty, items, reload, onAccessLost }: GroupProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <Testimonial item={item} reload={reload} onAccessLost={onAccessLost} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Testimonial({
  item,
  reload,
  onAccessLost,
}: {
  item: ModeratedTestimonial;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const [refusing, setRefusing] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Opening the refusal moves the keyboard to its reason; closing it, back to « Refuser… ».
  useEffect(() => {
    if (refusing) reasonRef.current?.focus();
    else if (opened.current) refuseRef.current?.focus();
    opened.current = refusing;
  }, [refusing]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const facts = useTeamFacts();
  const due = addDays(item.createdAt, facts.moderationDelayDays);
  const late = item.state === 'pending' && due.getTime() < Date.now();

  const decide = async (decision: Parameters<typeof moderateTestimonial>[1], success: string) => {
    setPending(true);
    await runChange(() => moderateTestimonial(item.id, decision), success, reload, onAccessLost);
    setPending(false);
  };

  const status =
    item.state === 'pending'
      ? fill(late ? M.overdue : M.dueBy, { date: formatDay(due.toISOString()) })
      : item.state === 'published'
        ? fill(M.publishedOn, { date: formatDay(item.publishedAt ?? item.createdAt) })
        : item.state === 'refused'
          ? fill(M.refusedFor, {
              date: formatDay(item.moderatedAt ?? item.createdAt),
              reason: reasonLabel(item.refusalReason),
            })
          : fill(M.withdrawnOn, { date: formatDay(item.moderatedAt ?? item.createdAt) });

  return (
    <article
      className={`${TEAM_CARDS.item} h-full`}
      aria-labelledby={`${id}-by`}
      data-testimonial={item.id}
    >
      <p id={`${id}-by`} className="font-bold wrap-anywhere text-brand-950">
        {fill(M.by, { name: item.name, training: item.training })}
      </p>
      <p className="text-sm text-muted">
        {fill(M.rating, { rating: item.rating, max: facts.ratingMax })}
        {item.experienceYear ? ` · ${fill(M.experience, { year: item.experienceYear })}` : ''}
        {' · '}
        {fill(M.received, { date: formatDay(item.createdAt) })}
      </p>
      <p className="mt-3 wrap-anywhere whitespace-pre-line">{item.text}</p>
      <p className={`mt-3 text-sm font-semibold ${late ? 'text-red-800' : 'text-ink'}`}>{status}</p>
      {item.state === 'pending' && !refusing && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ size: 'md', waits: pending })}
            onClick={() => void decide({ publish: true }, M.publishedToast)}
          >
            {M.publish}
          </button>
          <button
            ref={refuseRef}
            type="button"
            disabled={pending}
            className={buttonClass({ variant: 'secondary', size: 'md' })}
            onClick={() => setRefusing(true)}
          >
            {M.refuse}
          </button>
        </div>
      )}
      {item.state === 'pending' && refusing && (
        <form
          className="mt-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setError(M.reasonMissing);
              document.getElementById(`${id}-reason`)?.focus();
              return;
            }
            setError(undefined);
            void decide({ refuse: reason }, fill(M.refusedToast, { reason: reasonLabel(reason) }));
          }}
        >
          <label htmlFor={`${id}-reason`} className="block font-semibold">
            {M.reason}
          </label>
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reason-error` : undefined}
            className={`mt-1 ${CONTROL_CLASS}`}
            ref={reasonRef}
          >
            <option value="">{M.chooseReason}</option>
            {REFUSAL_REASONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-reason-error`} className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={pending}
              className={buttonClass({ size: 'md', waits: pending })}
            >
              {M.confirmRefusal}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary', size: 'md' })}
              onClick={() => setRefusing(false)}
            >
              {M.cancel}
            </button>
          </div>
        </form>
      )}
      {item.state === 'published' && (
        <button
          type="button"
          disabled={pending}
          className={`mt-4 ${buttonClass({ variant: 'secondary', size: 'md', waits: pending })}`}
          onClick={() => void decide({ withdraw: true }, M.withdrawnToast)}
        >
          {M.withdraw}
        </button>
      )}
    </article>
  );
}
