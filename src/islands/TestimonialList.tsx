// The testimonials list of /temoignages (docs/product.md §2.3, §4, §8). The server renders the list known at build
// time; once hydrated, the island reloads it (with a backend) or reads the local copy (without). The
// same testimonials keep their cards, so nothing moves; other ones get a new list element rather than
// cards pushed aside: new content does not count as a layout shift, moved content does (CLS 0).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { TESTIMONIAL_MESSAGES } from '~/config/testimonial-messages';
import type { TestimonialView } from '~/lib/testimonials';
import { $testimonials, loadTestimonials, type TestimonialsMode } from '~/stores/testimonials';
import TestimonialCard from './parts/TestimonialCard';

interface Props {
  mode: TestimonialsMode;
  /** The list rendered at build time: validated testimonials, or the examples. */
  initial: readonly TestimonialView[];
  /** The built-in placeholders (docs/product.md §9), labelled as examples: the fallback of an empty local copy. */
  examples: readonly TestimonialView[];
}

/** The list, its status line (loading) and the notices saying what examples and local entries are. */
export default function TestimonialList({ mode, initial, examples }: Props) {
  const state = useStore($testimonials);
  const items = state?.items ?? initial;

  useEffect(() => {
    void loadTestimonials(mode, examples, initial);
  }, [mode, examples, initial]);

  return (
    <div aria-busy={state?.loading ?? false}>
      {/* Always present and of fixed height, so that showing the loading line moves nothing. */}
      <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-muted">
        {state?.loading && (
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4 motion-safe:animate-spin"
              fill="none"
            >
              <circle
                cx="12"
                cy="12"
                r="9"
                stroke="currentColor"
                strokeOpacity="0.3"
                strokeWidth="3"
              />
              <path
                d="M21 12a9 9 0 0 0-9-9"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
              />
            </svg>
            {TESTIMONIAL_MESSAGES.loading}
          </>
        )}
      </p>
      {mode === 'local' && (
        <p className="mt-2 rounded-lg bg-brand-50 p-4 text-sm text-ink">
          {TESTIMONIAL_MESSAGES.localNotice}
        </p>
      )}
      {items.some((item) => item.example) && (
        <p className="mt-2 rounded-lg bg-accent-100 p-4 text-sm text-ink">
          {TESTIMONIAL_MESSAGES.examplesNotice}
        </p>
      )}
      {items.length === 0 ? (
        <p
          key={state?.revision}
          className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-muted"
        >
          {state?.submitted ? TESTIMONIAL_MESSAGES.emptyAfterSubmit : TESTIMONIAL_MESSAGES.empty}
        </p>
      ) : (
        <ul key={state?.revision} className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
