// « Journal des actions »: the append-only audit, newest first, in plain French.
import { useCallback, useState } from 'react';
import { AUDIT_PAGE_SIZE, loadAudit, type AuditRow } from '~/db/team-audit';
import { buttonClass } from '~/components/ui/button-class';
import { pushToast } from '~/features/toasts/store';
import { describeTeamFailure } from '../messages';
import { AUDIT_MESSAGES as M } from './messages';
import { REFUSAL_REASONS } from '../moderation-reasons';
import { formatDateTime } from '../team-format';
import { useTeamData, type SectionProps } from './use-team-data';
import LoadState from './LoadState';

/** A field's value as the journal writes it. */
function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return M.none;
  if (typeof value === 'boolean') return value ? M.yes : M.no;
  if (field === 'refusal_reason')
    return REFUSAL_REASONS.find((reason) => reason.code === value)?.label ?? String(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/** « statut : Reçue → En cours », one line per field that changed. */
function changes(row: AuditRow): string[] {
  const fields = new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})]);
  return [...fields].map((field) => {
    const label = M.fields[field] ?? field;
    const before = row.before?.[field];
    const after = row.after?.[field];
    return row.before
      ? `${label}\u00a0: ${valueText(field, before)} → ${valueText(field, after)}`
      : `${label}\u00a0: ${valueText(field, after)}`;
  });
}

export default function Audit({ onAccessLost }: SectionProps) {
  const first = useCallback(() => loadAudit(0), []);
  const { loaded, reload } = useTeamData(first, onAccessLost);
  const [older, setOlder] = useState<AuditRow[]>([]);
  const [page, setPage] = useState(0);
  const [pending, setPending] = useState(false);
  const [exhausted, setExhausted] = useState(false);

  if (loaded.state !== 'ready')
    return (
      <LoadState
        failure={loaded.state === 'failed' ? loaded.failure : undefined}
        onRetry={() => void reload()}
      />
    );
  const rows = [...loaded.data, ...older];

  const more = async () => {
    setPending(true);
    const result = await loadAudit(page + 1);
    setPending(false);
    if (!result.ok) {
      if (result.reason === 'signed-out') onAccessLost();
      else pushToast({ title: describeTeamFailure(result), variant: 'destructive' });
      return;
    }
    setOlder([...older, ...result.data]);
    setPage(page + 1);
    if (result.data.length < AUDIT_PAGE_SIZE) setExhausted(true);
  };

  return (
    <div className="mt-4">
      <p className="max-w-prose text-muted">{M.intro}</p>
      {rows.length === 0 ? (
        <p className="mt-4">{M.empty}</p>
      ) : (
        <div
          className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
          role="region"
          aria-labelledby="audit-caption"
          // A scrollable region takes the focus so the keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption id="audit-caption" className="sr-only">
              {M.caption}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                {Object.values(M.columns).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(row.at)}</td>
                  <td className="px-3 py-2 wrap-anywhere">{row.actorEmail ?? M.unknownActor}</td>
                  <td className="px-3 py-2">{M.actions[row.action] ?? row.action}</td>
                  <td className="px-3 py-2 wrap-anywhere">{row.rowId ?? ''}</td>
                  <td className="px-3 py-2">
                    {changes(row).map((line) => (
                      <span key={line} className="block wrap-anywhere">
                        {line}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded.data.length === AUDIT_PAGE_SIZE && !exhausted && (
        <button
          type="button"
          disabled={pending}
          className={`mt-4 ${buttonClass({ variant: 'secondary', size: 'md', waits: pending })}`}
          onClick={() => void more()}
        >
          {M.more}
        </button>
      )}
    </div>
  );
}
