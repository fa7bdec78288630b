// Ships to browsers. The look of a button (or of a link that acts as one) in the islands and in the
// templates that draw one themselves, in one place; LinkButton.astro has the links' own variants. Apart
// from the other looks: a page's CSS holds the rules of every class its islands' modules name.

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

/**
 * Each variant's frame and ink; the class order is the one the templates wrote, so pages compress alike.
 * A filled button's border is transparent: forced colours (Windows contrast themes) paint it, the only
 * outline left once they drop the background.
 */
const VARIANTS = {
  primary: {
    frame: 'border border-transparent bg-brand-700',
    ink: 'text-white hover:bg-brand-800',
  },
  secondary: { frame: 'border border-brand-700', ink: 'text-brand-700 hover:bg-brand-50' },
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
    block && 'inline-flex w-full items-center justify-center gap-2',
    'rounded-lg',
    VARIANTS[variant].frame,
    SIZES[size],
    'font-semibold',
    VARIANTS[variant].ink,
    waits && 'disabled:cursor-wait disabled:bg-brand-800',
  ]
    .filter(Boolean)
    .join(' ');
}
