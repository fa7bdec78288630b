import { describe, expect, it } from 'vitest';
import { cardHighlights, sortByLevel } from '~/lib/trainings';

const training = (title: string, levelValue: number) => ({ data: { title, levelValue } });

describe('sortByLevel (docs/product.md §2.3 : niveau croissant)', () => {
  it('range par niveau puis par titre, sans modifier la liste reçue', () => {
    const list = [
      training('Manager', 5),
      training('Conseiller', 4),
      training('Employé', 3),
      training('Assistant', 4),
    ];
    const sorted = sortByLevel(list);
    expect(sorted.map((t) => t.data.title)).toEqual([
      'Employé',
      'Assistant',
      'Conseiller',
      'Manager',
    ]);
    expect(list[0]!.data.title).toBe('Manager');
  });
});

describe('cardHighlights (docs/product.md §9 : 2 points forts, 3 mots-clés)', () => {
  it('coupe aux limites de la carte', () => {
    const highlights = cardHighlights({
      strengths: ['a', 'b', 'c', 'd'],
      tags: ['1', '2', '3', '4', '5'],
    });
    expect(highlights).toEqual({ strengths: ['a', 'b'], tags: ['1', '2', '3'] });
  });
  it('garde tout quand il y en a moins', () => {
    expect(cardHighlights({ strengths: ['a'], tags: [] })).toEqual({ strengths: ['a'], tags: [] });
  });
});
