// Ships to browsers with the registration form. The session choice (docs/product.md §3): one radio per
// open session with its dates, format, venue, deadline and dated seats; a full one offers its waiting
// list, said honestly; last, « être recontacté(e) pour une prochaine session ».
import type { FieldProps } from '~/components/form/FormFields';
import { REGISTRATION_MESSAGES } from './messages-registration';
import type { SessionChoice } from './session-choice';

const say = REGISTRATION_MESSAGES.sessions;
const OPTION_CLASS =
  'flex gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

interface Props {
  field: FieldProps;
  /** The waiting-list box's own props (its error shows under the full session). */
  waitingList: FieldProps;
  sessions: readonly SessionChoice[];
  /** The keys of the sessions to offer as full now (the page's count, or the database's last word). */
  fullKeys: ReadonlySet<string>;
  onChoose: (key: string) => void;
}

/** The session radio group; the value '' asks for a call about a later session. */
export default function SessionChoiceField({
  field,
  waitingList,
  sessions,
  fullKeys,
  onChoose,
}: Props) {
  const { id, name, label, error } = field;
  // A radio takes no aria-invalid (the group carries it, as the rating's stars do), but the radio the
  // focus lands on still reads the error in its description.
  const described = (extra: string) =>
    [extra, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-semibold text-ink">{label}</legend>
      {sessions.map((session, index) => {
        const optionId = `${id}-${index}`;
        const full = fullKeys.has(session.key);
        return (
          <div key={session.key} className={OPTION_CLASS}>
            <input
              id={optionId}
              type="radio"
              name={name}
              value={session.key}
              required
              onChange={() => onChoose(session.key)}
              aria-describedby={described(`${optionId}-facts`)}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <div className="min-w-0 text-sm">
              <label htmlFor={optionId} className="block font-semibold text-ink">
                {session.period}
              </label>
              <p id={`${optionId}-facts`} className="mt-0.5 text-muted">
                {session.format} · {session.venue}. {session.deadline}.{' '}
                {full ? (
                  <strong className="mt-1 block font-semibold text-amber-900">{say.full}</strong>
                ) : (
                  session.seats && <span className="block">{session.seats}.</span>
                )}
              </p>
              {full && (
                <div className="mt-2 space-y-2">
                  <p className="text-ink">{say.waitingList}</p>
                  <p className="flex items-start gap-2">
                    <input
                      id={`${optionId}-waiting`}
                      type="checkbox"
                      name="waiting_list"
                      value="true"
                      aria-invalid={waitingList.error ? true : undefined}
                      aria-describedby={waitingList.error ? `${waitingList.id}-error` : undefined}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    <label htmlFor={`${optionId}-waiting`} className="font-medium text-ink">
                      {say.waitingListConsent}
                    </label>
                  </p>
                </div>
              )}
            </div>
          </div>
        );
      })}
      <div className={OPTION_CLASS}>
        <input
          id={`${id}-later`}
          type="radio"
          name={name}
          value=""
          required
          onChange={() => onChoose('')}
          aria-describedby={described(`${id}-later-hint`)}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <div className="text-sm">
          <label htmlFor={`${id}-later`} className="block font-semibold text-ink">
            {say.nextSession}
          </label>
          <p id={`${id}-later-hint`} className="mt-0.5 text-muted">
            {say.nextSessionHint}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {waitingList.error && (
        <p id={`${waitingList.id}-error`} className="text-sm font-medium text-red-700">
          {waitingList.error}
        </p>
      )}
    </fieldset>
  );
}
