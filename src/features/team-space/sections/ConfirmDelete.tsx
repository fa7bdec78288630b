// A delete in two presses: the first asks, naming what goes and who stops seeing it; the second
// deletes. A slip of the mouse never takes from learners a lesson, a notification or a document.
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button-class';
import { CONFIRM_MESSAGES as M } from './follow-up-messages';

interface Props {
  /** The first button's word (« Supprimer », « Supprimer pour toute la session »). */
  label: string;
  /** Its accessible name, which says what it deletes. */
  name: string;
  /** The question asked before deleting. */
  question: string;
  /** Deletes; true once done (the row then leaves the list). */
  onConfirm: () => Promise<boolean>;
  className?: string;
}

export default function ConfirmDelete({ label, name, question, onConfirm, className = '' }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (asked.current) askRef.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={askRef}
        type="button"
        aria-label={name}
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${className}`.trim()}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div role="group" aria-label={question} className={`w-full ${className}`.trim()}>
      <p className="font-semibold wrap-anywhere">{question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={confirmRef}
          type="button"
          disabled={busy}
          className={buttonClass({ size: 'sm' })}
          onClick={() => {
            setBusy(true);
            void onConfirm().then((done) => {
              setBusy(false);
              if (!done) setAsking(false);
            });
          }}
        >
          {M.confirm}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => setAsking(false)}
        >
          {M.cancel}
        </button>
      </div>
    </div>
  );
}
