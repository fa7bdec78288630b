// Part of the testimonials list: one testimonial with its rating, text, author, training, and the dates
// of consumer code D111-16 (the experience, the submission and the publication). Text is rendered as text, never as HTML (docs/security.md T5).
import { TESTIMONIAL_MESSAGES } from '~/config/testimonial-messages';
import { TESTIMONIALS } from '~/config/site';
import { formatDate, toParisIsoDate } from '~/lib/format';
import type { TestimonialView } from '~/lib/testimonials';
import { StarIcon } from './StarIcon';
import { cardClass } from '~/components/ui/card-class';

const STARS = Array.from({ length: TESTIMONIALS.ratingMax }, (_, index) => index + 1);

/** A testimonial card; examples and local entries carry a visible label saying what they are. */
export default function TestimonialCard({ item }: { item: TestimonialView }) {
  const submitted = new Date(item.date);
  const published = item.publishedDate ? new Date(item.publishedDate) : null;
  const badge = item.example
    ? TESTIMONIAL_MESSAGES.exampleBadge
    : item.local
      ? TESTIMONIAL_MESSAGES.localBadge
      : null;
  return (
    <figure className={`flex h-full flex-col ${cardClass()}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          className="flex gap-0.5 text-accent-500"
          role="img"
          aria-label={`Note\u00a0: ${item.rating} sur ${TESTIMONIALS.ratingMax}`}
        >
          {STARS.map((star) => (
            <StarIcon
              key={star}
              className={
                star <= item.rating
                  ? 'size-5 fill-current'
                  : 'size-5 fill-none stroke-slate-500 stroke-[1.5]'
              }
            />
          ))}
        </p>
        {badge && (
          <p className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink">
            {badge}
          </p>
        )}
      </div>
      <blockquote className="mt-4 flex-1 whitespace-pre-line break-words text-ink">
        <p>«&nbsp;{item.text}&nbsp;»</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-slate-100 pt-4">
        <span className="block font-bold text-brand-950">{item.name}</span>
        <span className="block text-sm text-muted">{item.formation}</span>
        {item.experienceYear && (
          <span className="block text-sm text-muted">
            {TESTIMONIAL_MESSAGES.experience(item.experienceYear)}
          </span>
        )}
        <span className="block text-xs text-muted">
          <time className="whitespace-nowrap" dateTime={toParisIsoDate(submitted)}>
            {TESTIMONIAL_MESSAGES.submittedDate(formatDate(submitted))}
          </time>
          {published && (
            <>
              {', '}
              <time className="whitespace-nowrap" dateTime={toParisIsoDate(published)}>
                {TESTIMONIAL_MESSAGES.publishedDate(formatDate(published))}
              </time>
            </>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
