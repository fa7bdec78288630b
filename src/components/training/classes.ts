// The look of the training page's sections, in one place: every section component takes it from here.

export const TRAINING_CLASSES = {
  h2: 'flex items-start gap-2 text-2xl font-bold text-brand-950',
  /** The icon of an <h2>, centred on its first line (32 px) when the heading wraps to two. */
  h2Icon: 'mt-1 size-6 text-brand-700',
  h3: 'font-bold text-brand-950',
  card: 'rounded-2xl border border-slate-200 p-5',
  list: 'mt-3 list-disc space-y-1.5 pl-5 marker:text-brand-700',
} as const;
