// The team's note on a request or an application: checked here for length, and by the database for
// length and characters; what was typed stays when the save fails.
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import { CONTROL_CLASS } from '~/components/ui/control-class';
import { formatCharacters } from '~/lib/format';
import { fill } from '../messages';
import { INBOX_MESSAGES as M } from './messages';

export default function NoteForm({
  initial,
  maxCharacters,
  save,
}: {
  initial: string | null;
  /** The database's bound (STAFF_NOTE_LIMITS), handed over by the page. */
  maxCharacters: number;
  /** Answers whether the database stored it. */
  save: (note: string | null) => Promise<boolean>;
}) {
  const id = useId();
  const [note, setNote] = useState(initial ?? '');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const max = formatCharacters(maxCharacters);

  return (
    <form
      className="mt-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if ([...note].length > maxCharacters) {
          setError(fill(M.note.tooLong, { max }));
          document.getElementById(`${id}-note`)?.focus();
          return;
        }
        setError(undefined);
        setPending(true);
        void save(note.trim() ? note : null).then((saved) => {
          setPending(false);
          if (!saved) setError(M.note.refused);
        });
      }}
    >
      <label htmlFor={`${id}-note`} className="block font-semibold">
        {M.note.label}
      </label>
      <p id={`${id}-note-hint`} className="text-sm text-muted">
        {fill(M.note.hint, { max })}
      </p>
      <textarea
        id={`${id}-note`}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note-hint${error ? ` ${id}-note-error` : ''}`}
        className={`mt-1 ${CONTROL_CLASS}`}
      />
      {error && (
        <p id={`${id}-note-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending || note === (initial ?? '')}
        className={`mt-2 ${buttonClass({ variant: 'secondary', size: 'md', waits: pending })}`}
      >
        {M.note.save}
      </button>
    </form>
  );
}
