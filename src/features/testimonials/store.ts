// Ships to browsers. The testimonials list shared by the list's script and the form island (docs/product.md §4): loaded from
// the database with a backend (kept as a local copy for when loading fails), or kept on this device
// in local mode. Islands never import each other: the form adds or reloads through these actions.
import { atom } from 'nanostores';
import { TESTIMONIAL_MESSAGES } from './messages';
import { TESTIMONIALS } from '~/config/site';
import type { DbData, DbResult } from '~/db/result';
import type { PublishedTestimonial } from '~/db/testimonials';
import {
  browserStorage,
  fromRow,
  readLocalCopy,
  writeLocalCopy,
  type TestimonialView,
} from './testimonial-view';
import type { TestimonialForm } from './schema';
import { pushToast } from '~/features/toasts/store';

/** 'stored': a Supabase project serves the validated testimonials; 'local': none is configured. */
export type TestimonialsMode = 'stored' | 'local';

/** The list on screen; `loading` while a reload is under way (the previous list stays visible). */
export interface TestimonialsState {
  items: readonly TestimonialView[];
  loading: boolean;
  /** The visitor sent a testimonial during this visit (the empty list then says it awaits validation). */
  submitted: boolean;
}

/** Null until the list's script (src/features/testimonials/testimonial-list.ts) takes over the list the server rendered. */
export const $testimonials = atom<TestimonialsState | null>(null);

let examples: readonly TestimonialView[] = [];

/**
 * src/db/testimonials, downloaded when first needed: never in local mode, and with a backend together
 * with supabase-js, which it loads anyway. A chunk that cannot be downloaded is a connection problem.
 */
async function database<T>(
  call: (db: typeof import('~/db/testimonials')) => Promise<T>,
): Promise<T | { ok: false; reason: 'network' }> {
  try {
    return await call(await import('~/db/testimonials'));
  } catch {
    return { ok: false, reason: 'network' };
  }
}

/** Proposes a testimonial for moderation (stored pending; see src/db/testimonials). */
export function proposeTestimonial(fields: TestimonialForm): Promise<DbResult> {
  return database((db) => db.createTestimonial(fields));
}

const set = (patch: Partial<TestimonialsState>) => {
  const current = $testimonials.get() ?? { items: [], loading: false, submitted: false };
  $testimonials.set({ ...current, ...patch });
};

/**
 * The local copy, with the examples under the visitor's own testimonials (docs/product.md §4 without the
 * data service). The examples are known once the list's script has run (it loads after the page): a
 * testimonial sent before is stored alone, and the examples join it when the list takes over.
 */
function localList(): readonly TestimonialView[] {
  const stored = readLocalCopy(browserStorage(), TESTIMONIALS.storageKey);
  if (examples.length === 0 || stored.some((item) => item.example)) return stored;
  const seeded = [...stored, ...examples];
  writeLocalCopy(browserStorage(), TESTIMONIALS.storageKey, seeded);
  return seeded;
}

/**
 * Takes over the list the server rendered (`shown`), then fills it (docs/product.md §4): with a backend, the
 * validated testimonials, kept as the local copy; on a load error the 'Erreur de chargement' toast and
 * the local copy, or the examples if it is empty. Without a backend, the local copy.
 */
export async function loadTestimonials(
  mode: TestimonialsMode,
  placeholders: readonly TestimonialView[],
  shown: readonly TestimonialView[] = [],
): Promise<void> {
  examples = placeholders;
  if (!$testimonials.get()) $testimonials.set({ items: shown, loading: false, submitted: false });
  if (mode === 'local') {
    set({ items: localList(), loading: false });
    return;
  }
  set({ loading: true });
  const result: DbData<PublishedTestimonial[]> = await database((db) =>
    db.listValidatedTestimonials(),
  );
  if (result.ok) {
    const items = result.data.map(fromRow);
    writeLocalCopy(browserStorage(), TESTIMONIALS.storageKey, items);
    set({ items, loading: false });
    return;
  }
  pushToast({ ...TESTIMONIAL_MESSAGES.loadFailed, variant: 'destructive' });
  const copy = readLocalCopy(browserStorage(), TESTIMONIALS.storageKey);
  set({ items: copy.length > 0 ? copy : examples, loading: false });
}

/** After a stored submission: the list is reloaded (the new testimonial stays pending, so it is not in it). */
export function reloadAfterSubmit(): Promise<void> {
  set({ submitted: true });
  return loadTestimonials('stored', examples);
}

/** Local mode: puts the visitor's testimonial at the top of the local list, which survives a reload. */
export function addLocalTestimonial({ experience_year, ...fields }: TestimonialForm): void {
  const current = $testimonials.get()?.items ?? localList();
  const item: TestimonialView = {
    ...fields,
    experienceYear: experience_year,
    id: `local-${crypto.randomUUID()}`,
    date: new Date().toISOString(),
    local: true,
  };
  const items = [item, ...current];
  writeLocalCopy(browserStorage(), TESTIMONIALS.storageKey, items);
  set({ items, submitted: true });
}
