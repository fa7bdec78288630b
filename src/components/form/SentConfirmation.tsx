// Ships to browsers with every form island. What stays in place of a form once it is sent: a toast is
// gone after a few seconds, and a visitor who scrolls back must still read that it went and what comes next.
import { useEffect, useRef } from 'react';
import { buttonClass } from '~/components/ui/button-class';

/** The lasting confirmation of one form, in the page's own terms. */
export interface Confirmation {
  title: string;
  /** What happens next (who calls, when), as the page promises it. */
  description: string;
  /** The button that brings back an empty form. */
  again: string;
}

/** Takes the focus when shown, so keyboard and screen-reader users land on it (not on <body>). */
export default function SentConfirmation({
  confirmation,
  onAgain,
}: {
  confirmation: Confirmation;
  onAgain: () => void;
}) {
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="space-y-3 rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-ink">
      <p ref={title} tabIndex={-1} className="text-lg font-semibold">
        {confirmation.title}
      </p>
      <p>{confirmation.description}</p>
      <button type="button" onClick={onAgain} className={buttonClass({ variant: 'secondary' })}>
        {confirmation.again}
      </button>
    </div>
  );
}
