// Ships to browsers. The testimonial as the page shows it, and the local copy kept in localStorage
// (docs/product.md §4, §9). Pure: storage is passed in, so the rules are testable without a browser.

/**
 * One testimonial on the page. `date` is when it was submitted and `publishedDate` when staff published
 * it (`YYYY-MM-DD` or full ISO timestamps); `experienceYear` is the year the training ended.
 */
export interface TestimonialView {
  id: string;
  name: string;
  formation: string;
  rating: number;
  text: string;
  date: string;
  experienceYear?: number;
  publishedDate?: string;
  /** One of the built-in placeholders (docs/product.md §9): shown labelled as a fictitious example, never as a review. */
  example?: boolean;
  /** Written on this device in local mode: never sent anywhere. */
  local?: boolean;
}

/** What a testimonial row of the database carries (src/db PublishedTestimonial). */
interface StoredRow {
  id: number | string;
  name: string;
  formation: string;
  rating: number;
  text: string;
  experience_year: number | null;
  created_at: string;
  published_at: string | null;
}

/** A published row as the page shows it. */
export function fromRow({
  id,
  name,
  formation,
  rating,
  text,
  experience_year,
  created_at,
  published_at,
}: StoredRow): TestimonialView {
  return {
    id: String(id),
    name,
    formation,
    rating,
    text,
    date: created_at,
    ...(experience_year !== null && { experienceYear: experience_year }),
    ...(published_at !== null && { publishedDate: published_at }),
  };
}

/** The smallest part of Storage this module uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isView(value: unknown): value is TestimonialView {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ['id', 'name', 'formation', 'text', 'date'].every((key) => typeof item[key] === 'string') &&
    Number.isInteger(item.rating) &&
    (item.rating as number) >= 1 &&
    (item.rating as number) <= 5 &&
    !Number.isNaN(Date.parse(item.date as string))
  );
}

/** The local copy under `key`; entries edited by hand into something else are dropped, unreadable storage reads as empty. */
export function readLocalCopy(
  storage: KeyValueStorage | undefined,
  key: string,
): TestimonialView[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter(isView)
          .map(
            ({
              id,
              name,
              formation,
              rating,
              text,
              date,
              experienceYear,
              publishedDate,
              example,
              local,
            }) => ({
              id,
              name,
              formation,
              rating,
              text,
              date,
              ...(Number.isInteger(experienceYear) && { experienceYear }),
              ...(typeof publishedDate === 'string' &&
                !Number.isNaN(Date.parse(publishedDate)) && { publishedDate }),
              ...(example === true && { example: true }),
              ...(local === true && { local: true }),
            }),
          )
      : [];
  } catch {
    return [];
  }
}

/** Saves the local copy; answers false when storage refuses it (private mode, quota): the list then lasts for this page. */
export function writeLocalCopy(
  storage: KeyValueStorage | undefined,
  key: string,
  items: readonly TestimonialView[],
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, JSON.stringify(items));
    return true;
  } catch {
    return false;
  }
}

/** The browser's localStorage, or undefined where reading it throws (blocked storage). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
