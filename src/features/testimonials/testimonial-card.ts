// Ships to browsers. What a testimonial card says, in one place: TestimonialCard.astro renders it on
// the server, and src/features/testimonials/testimonial-list.ts fills the card template with it in the browser.
import { TESTIMONIAL_MESSAGES } from './messages';
import { TESTIMONIALS } from '~/config/site';
import { formatDate, toParisIsoDate } from '~/lib/format';
import type { TestimonialView } from './testimonial-view';

/** A star's classes: filled up to the rating, outlined after it. */
export const STAR_CLASS = {
  filled: 'size-5 fill-current',
  empty: 'size-5 fill-none stroke-slate-500 stroke-[1.5]',
} as const;

/** A date as a `<time>` shows it: machine-readable (Paris day) and in words. */
export interface CardDate {
  iso: string;
  text: string;
}

/** The text of one card; null parts are left out of it. */
export interface TestimonialCardText {
  ratingLabel: string;
  /** One entry per star of the scale: whether it is filled. */
  stars: boolean[];
  /** Examples and local entries carry a visible label saying what they are. */
  badge: string | null;
  quote: string;
  name: string;
  formation: string;
  experience: string | null;
  submitted: CardDate;
  published: CardDate | null;
}

const cardDate = (value: string, words: (date: string) => string): CardDate => {
  const date = new Date(value);
  return { iso: toParisIsoDate(date), text: words(formatDate(date)) };
};

/** The dates of consumer code D111-16 (experience, submission, publication) and the rest of the card. */
export function testimonialCardText(item: TestimonialView): TestimonialCardText {
  return {
    ratingLabel: `Note\u00a0: ${item.rating} sur ${TESTIMONIALS.ratingMax}`,
    stars: Array.from({ length: TESTIMONIALS.ratingMax }, (_, index) => index < item.rating),
    badge: item.example
      ? TESTIMONIAL_MESSAGES.exampleBadge
      : item.local
        ? TESTIMONIAL_MESSAGES.localBadge
        : null,
    quote: `«\u00a0${item.text}\u00a0»`,
    name: item.name,
    formation: item.formation,
    experience: item.experienceYear ? TESTIMONIAL_MESSAGES.experience(item.experienceYear) : null,
    submitted: cardDate(item.date, TESTIMONIAL_MESSAGES.submittedDate),
    published: item.publishedDate
      ? cardDate(item.publishedDate, TESTIMONIAL_MESSAGES.publishedDate)
      : null,
  };
}
