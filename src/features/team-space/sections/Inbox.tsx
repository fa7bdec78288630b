// « Demandes et support »: requests and applications, what is still to handle first, with everything
// the staff e-mail carries, their status, a note, « a recontacté », and the application's files.
import { useId, useMemo, useState } from 'react';
import {
  APPLICATION_STATUSES,
  changeInboxItem,
  fileLink,
  loadInbox,
  type ApplicationStatus,
  type InboxRow,
} from '~/db/team-inbox';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { fill } from '../messages';
import { INBOX_MESSAGES as M } from './messages';
import { openSignedLink } from '../open-signed-link';
import {
  DEFAULT_FILTERS,
  filterInbox,
  isOpen,
  trainingTitle,
  type InboxFilters,
} from '../inbox-model';
import { formatCalendarDate, formatDateTime } from '../team-format';
import { runChange, useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';
import { useTeamFacts } from '../facts';
import NoteForm from './NoteForm';

export default function Inbox({ onAccessLost }: SectionProps) {
  const { trainings } = useTeamFacts();
  const id = useId();
  const kindOptions: Array<[string, string]> = [
    ['all', M.filters.allKinds],
    ...Object.entries(M.kinds),
    ['liste-attente', M.waitingListFilter],
  ];
  const { loaded, reload } = useTeamData(loadInbox, onAccessLost);
  const [filters, setFilters] = useState<InboxFilters>(DEFAULT_FILTERS);

  const items = loaded.state === 'ready' ? loaded.data : [];
  const shown = useMemo(() => filterInbox(items, filters, trainings), [items, filters, trainings]);
  const trainingOptions = useMemo(
    () =>
      [
        ...new Set(
          items.map((item) => trainingTitle(item, trainings)).filter((title) => title !== null),
        ),
      ].sort((a, b) => a.localeCompare(b, 'fr')),
    [items, trainings],
  );

  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );

  const select = (key: keyof InboxFilters, label: string, options: Array<[string, string]>) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={filters[key]}
        onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
        className={`mt-1 ${CONTROL_CLASS}`}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mt-4">
      <p className="max-w-prose text-muted">{M.intro}</p>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-3">
        <legend className="sr-only">{M.filters.legend}</legend>
        {select('kind', M.filters.kind, kindOptions)}
        {select('status', M.filters.status, Object.entries(M.statusFilters))}
        {select('training', M.filters.training, [
          ['all', M.filters.allTrainings],
          ...trainingOptions.map((title): [string, string] => [title, title]),
        ])}
      </fieldset>
      <p className="mt-4 text-sm text-muted" role="status">
        {fill(M.filters.count, { shown: shown.length, total: items.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4">{M.empty}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {shown.map((item) => (
            <li key={`${item.source}-${item.id}`} className="min-w-0">
              <InboxItem
                item={item}
                trainings={trainings}
                reload={reload}
                onAccessLost={onAccessLost}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function InboxItem({
  item,
  trainings,
  reload,
  onAccessLost,
}: {
  item: InboxRow;
  trainings: Record<string, string>;
  reload: () => Promise<void>;
  onAccessLost: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>(item.status ?? 'Reçue');
  const [pending, setPending] = useState(false);
  const { noteMaxCharacters, sessions } = useTeamFacts();
  const title = trainingTitle(item, trainings);
  const session =
    item.kind !== 'inscription'
      ? null
      : item.sessionKey
        ? (sessions[item.sessionKey]?.label ?? item.sessionKey)
        : M.nextSession;
  const quote = item.quote;
  const state =
    item.source === 'applications' ? item.status : item.handled ? M.handled : M.notHandled;

  const change = async (values: Parameters<typeof changeInboxItem>[2], success: string) => {
    setPending(true);
    const done = await runChange(
      () => changeInboxItem(item.source, item.id, values),
      success,
      reload,
      onAccessLost,
    );
    setPending(false);
    return done;
  };

  const openFile = (key: string) => openSignedLink(() => fileLink(key), M.files, onAccessLost);

  const fields: Array<[string, string | null]> = [
    [M.fields.training, title],
    [M.fields.session, session],
    [M.fields.trainees, quote?.trainees ? String(quote.trainees) : null],
    [M.fields.preferredPeriod, quote?.preferredPeriod ?? null],
    [M.fields.quoteFormat, quote?.format ? (M.quoteFormats[quote.format] ?? quote.format) : null],
    [M.fields.place, quote?.place ?? null],
    [M.fields.opco, quote?.opco ?? null],
    [M.fields.siret, quote?.siret ?? null],
    [M.fields.email, item.email],
    [M.fields.phone, item.phone],
    [M.fields.company, item.company],
    [M.fields.format, item.format],
    [M.fields.situation, item.situation ? (M.situations[item.situation] ?? item.situation) : null],
    [M.fields.birthDate, item.birthDate ? formatCalendarDate(item.birthDate) : null],
    [M.fields.address, item.address],
    [M.fields.subject, item.subject],
    [M.fields.received, formatDateTime(item.createdAt)],
    [M.fields.lastContact, formatDateTime(item.lastContactAt)],
  ];

  return (
    <details
      className={`rounded-xl border bg-white ${isOpen(item) ? 'border-brand-300' : 'border-slate-200'}`}
      data-inbox-item={item.id}
    >
      <summary className="cursor-pointer list-none rounded-xl p-4 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
        <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="rounded bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
            {M.kinds[item.kind]}
          </span>
          <span className="font-bold wrap-anywhere text-brand-950">
            {[item.company, item.person || item.email].filter(Boolean).join(' — ')}
          </span>
          {title && <span className="min-w-0 wrap-anywhere">{title}</span>}
          {item.waitingList && (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
              {M.waitingList}
            </span>
          )}
          <span className="text-sm text-muted">
            {fill(M.received, { date: formatDateTime(item.createdAt) })}
          </span>
          <span
            className={`text-sm font-semibold ${isOpen(item) ? 'text-amber-900' : 'text-emerald-800'}`}
          >
            {state}
          </span>
        </span>
      </summary>
      <div className="border-t border-slate-200 p-4">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {fields
            .filter((field): field is [string, string] => Boolean(field[1]))
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="min-w-0 wrap-anywhere">{value}</dd>
              </div>
            ))}
        </dl>
        {item.message && (
          <div className="mt-4">
            <p className="font-semibold">
              {item.source === 'applications' ? M.fields.motivation : M.fields.message}
            </p>
            <p className="mt-1 max-w-prose wrap-anywhere whitespace-pre-line">{item.message}</p>
          </div>
        )}
        {item.positioning && item.positioning.length > 0 && (
          <div className="mt-4">
            <p className="font-semibold">{M.positioning}</p>
            <dl className="mt-1 max-w-prose space-y-2">
              {item.positioning.map(({ question, answer }, index) => (
                <div key={index}>
                  <dt className="text-sm text-muted">{question}</dt>
                  <dd className="wrap-anywhere whitespace-pre-line">{answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        {(item.cvKey || item.letterKey) && (
          <div className="mt-4">
            <div className="flex flex-wrap gap-2">
              {item.cvKey && (
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary', size: 'md' })}
                  onClick={() => void openFile(item.cvKey!)}
                >
                  {M.files.cv}
                </button>
              )}
              {item.letterKey && (
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary', size: 'md' })}
                  onClick={() => void openFile(item.letterKey!)}
                >
                  {M.files.letter}
                </button>
              )}
            </div>
            <p className="mt-1 text-sm text-muted">{M.files.hint}</p>
          </div>
        )}
        <div className="mt-6 flex flex-wrap items-end gap-3">
          {item.source === 'applications' ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void change({ status }, fill(M.status.saved, { status }));
              }}
            >
              <div>
                <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
                  {M.status.label}
                </label>
                <select
                  id={`${id}-status`}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
                  className={`mt-1 ${CONTROL_CLASS}`}
                >
                  {APPLICATION_STATUSES.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                disabled={pending || status === item.status}
                className={buttonClass({ size: 'inline', waits: pending })}
              >
                {M.status.save}
              </button>
            </form>
          ) : (
            <button
              type="button"
              disabled={pending}
              className={buttonClass({ size: 'md', waits: pending })}
              onClick={() =>
                void change({ handled: !item.handled }, item.handled ? M.openSaved : M.handledSaved)
              }
            >
              {item.handled ? M.markOpen : M.markHandled}
            </button>
          )}
          <div>
            <button
              type="button"
              disabled={pending}
              aria-describedby={`${id}-contacted`}
              className={buttonClass({ variant: 'secondary', size: 'md', waits: pending })}
              onClick={() => void change({ contacted: true }, M.contactedSaved)}
            >
              {M.contacted}
            </button>
          </div>
        </div>
        <p id={`${id}-contacted`} className="mt-1 max-w-prose text-sm text-muted">
          {M.contactedHint}
        </p>
        <NoteForm
          initial={item.staffNote}
          maxCharacters={noteMaxCharacters}
          save={(note) => change({ staffNote: note }, M.note.saved)}
        />
      </div>
    </details>
  );
}
