// Ships to browsers. The look of what the site draws again and again, in one place: cards, links in
// text, buttons and form controls. The .astro components (Card, LinkButton) and the islands take their
// classes from here; tests/unit/components/ui/classes.test.ts finds any copy of a button or a control.

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

/** Bold brand blue, underlined so that it never relies on colour alone, darker under the pointer. */
export const TEXT_LINK_CLASS = 'font-semibold text-brand-700 underline hover:text-brand-900';

/** How a button stands out and how much room it takes. */
export interface ButtonStyle {
  /** `primary`: filled, the action of its form or panel; `secondary`: outlined, beside it. */
  variant?: 'primary' | 'secondary';
  /**
   * `lg`: a form's submit or a panel's action; `md`: an action in a list or a header; `sm`: beside a
   * field; `inline`: as tall as the control beside it; `icon`: around an icon.
   */
  size?: 'sm' | 'md' | 'lg' | 'inline' | 'icon';
  /** The whole width of its container, its content centred. */
  block?: boolean;
  /** Disabled while its work is under way (a submit): the pointer waits, the colour holds. */
  waits?: boolean;
}

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
} as const;

const SIZES = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-5 py-3',
  inline: 'px-5 py-2.5',
  icon: 'p-2',
} as const;

/** The Tailwind classes of a button; margins and layout around it are the caller's. */
export function buttonClass({
  variant = 'primary',
  size = 'lg',
  block = false,
  waits = false,
}: ButtonStyle = {}): string {
  return [
    'rounded-lg font-semibold',
    VARIANTS[variant],
    SIZES[size],
    block && 'inline-flex w-full items-center justify-center gap-2',
    waits && 'disabled:cursor-wait disabled:bg-brand-800',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The frame of a control: full width under its label, slate border, red and ringed when invalid. */
const FRAME =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-white text-ink aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

/** A text input, a select or a text area. */
export const CONTROL_CLASS = `${FRAME} px-3 py-2.5`;

/** A file input: its button drawn as a pale brand block at the start of the frame. */
export const FILE_CONTROL_CLASS = `${FRAME} text-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50 file:px-3 file:py-2.5 file:font-semibold file:text-brand-800`;
