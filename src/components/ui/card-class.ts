// Ships to browsers. The look of a card, in one place: Card.astro renders it on the server, and the
// islands that draw a card themselves (learner space, testimonials) take their class from here.

/** How a card stands out from the page. */
export interface CardStyle {
  /** `flat`: border only; `raised`: a grid card; `floating`: a panel holding a form. */
  elevation?: 'flat' | 'raised' | 'floating';
  /** `none` when the content reaches the edges (a cover image), `roomy` for forms. */
  padding?: 'none' | 'normal' | 'roomy';
  /** `tinted`: a pale brand card, for a grid that follows a white one. */
  tone?: 'white' | 'tinted';
}

/** The Tailwind classes of a card shell; layout classes (flex, gap…) are the caller's. */
export function cardClass({
  elevation = 'raised',
  padding = 'normal',
  tone = 'white',
}: CardStyle = {}): string {
  return [
    'rounded-2xl border',
    tone === 'white' ? 'border-slate-200 bg-white' : 'border-brand-100 bg-brand-50',
    elevation === 'raised' && tone === 'white' && 'shadow-sm',
    elevation === 'floating' && 'shadow-lg',
    padding === 'normal' && 'p-6',
    padding === 'roomy' && 'p-6 sm:p-8',
  ]
    .filter(Boolean)
    .join(' ');
}
