// The panel of each screen at the team space's door (sign-in, enrolment, code, invitation): a card
// titled by a heading that takes the focus when the screen replaces another.
import { useId, type ReactNode, type Ref } from 'react';
import { TEAM_CARDS } from './facts';

interface Props {
  title: string;
  /** The panel's width: a form alone is narrow, the enrolment's steps need more. */
  width?: 'max-w-md' | 'max-w-xl' | 'max-w-2xl';
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  children: ReactNode;
}

export default function DoorPanel({ title, width = 'max-w-md', headingRef, children }: Props) {
  const id = useId();
  return (
    <section className={`${TEAM_CARDS.panel} ${width}`} aria-labelledby={id}>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-brand-950 focus:outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
