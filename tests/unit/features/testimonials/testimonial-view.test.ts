import { describe, expect, it } from 'vitest';
import {
  fromRow,
  readLocalCopy,
  writeLocalCopy,
  type KeyValueStorage,
} from '~/features/testimonials/testimonial-view';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
  };
}

const valid = {
  id: 'a',
  name: 'Zoë',
  formation: 'Titre professionnel Employé commercial',
  rating: 5,
  text: 'Très bien, vraiment.',
  date: '2026-11-22T09:00:00.000Z',
};

describe('local copy of the testimonials', () => {
  it('keeps what it wrote, labels included', () => {
    const storage = memoryStorage();
    expect(
      writeLocalCopy(storage, 'k', [
        { ...valid, local: true },
        { ...valid, id: 'b', example: true },
      ]),
    ).toBe(true);
    expect(readLocalCopy(storage, 'k')).toEqual([
      { ...valid, local: true },
      { ...valid, id: 'b', example: true },
    ]);
  });

  it('drops entries edited by hand into something else, and extra fields', () => {
    const storage = memoryStorage({
      k: JSON.stringify([
        { ...valid, rating: 6 },
        { ...valid, rating: 2.5 },
        { ...valid, name: 42 },
        { ...valid, date: 'hier' },
        { ...valid, html: '<script>', example: 'yes' },
        null,
      ]),
    });
    expect(readLocalCopy(storage, 'k')).toEqual([valid]);
  });

  it('reads nothing from junk, a non-array, or no storage; writing without storage answers false', () => {
    expect(readLocalCopy(memoryStorage({ k: '{oops' }), 'k')).toEqual([]);
    expect(readLocalCopy(memoryStorage({ k: '{"a":1}' }), 'k')).toEqual([]);
    expect(readLocalCopy(undefined, 'k')).toEqual([]);
    expect(writeLocalCopy(undefined, 'k', [valid])).toBe(false);
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(writeLocalCopy(full, 'k', [valid])).toBe(false);
  });

  it('a database row becomes a card with a string id and its submission date', () => {
    const row = {
      id: 7,
      name: 'Zoë',
      formation: 'F',
      rating: 4,
      text: 'Texte du témoignage.',
      created_at: '2026-11-20T10:00:00+00:00',
    };
    expect(
      fromRow({ ...row, experience_year: 2025, published_at: '2026-11-21T08:00:00+00:00' }),
    ).toEqual({
      id: '7',
      name: 'Zoë',
      formation: 'F',
      rating: 4,
      text: 'Texte du témoignage.',
      date: '2026-11-20T10:00:00+00:00',
      experienceYear: 2025,
      publishedDate: '2026-11-21T08:00:00+00:00',
    });
    // Rows written before the dates existed have neither.
    expect(fromRow({ ...row, experience_year: null, published_at: null })).not.toHaveProperty(
      'experienceYear',
    );
  });
});
