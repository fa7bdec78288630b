// Part of the testimonial form: the star of its rating field.
import { STAR_PATH } from '~/components/ui/star-path';

/** A decorative star; its meaning is given by the surrounding label. */
export function StarIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} strokeLinejoin="round">
      <path d={STAR_PATH} />
    </svg>
  );
}
