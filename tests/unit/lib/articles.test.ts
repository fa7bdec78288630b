import { describe, expect, it } from 'vitest';
import { pickRelatedArticles, sortByNewest } from '~/lib/articles';

const article = (id: string, date: string, category: string) => ({
  id,
  data: { date: new Date(date), category },
});
const articles = [
  article('cpf', '2025-02-11', 'Financement'),
  article('apprenti', '2025-03-20', 'Alternance'),
  article('handicap', '2025-05-15', 'Inclusion'),
  article('ines', '2025-07-08', 'Parcours de réussite'),
  article('qualiopi', '2025-09-23', 'Actualités'),
  article('opco', '2025-01-05', 'Financement'),
];

describe('sortByNewest', () => {
  it('met le plus récent en premier', () => {
    expect(sortByNewest(articles).map((a) => a.id)).toEqual([
      'qualiopi',
      'ines',
      'handicap',
      'apprenti',
      'cpf',
      'opco',
    ]);
  });
});

describe('pickRelatedArticles (docs/product.md §9 : 3 autres articles)', () => {
  it('propose d’abord la même catégorie, puis les plus récents, jamais l’article lui-même', () => {
    const related = pickRelatedArticles(articles[0]!, sortByNewest(articles));
    expect(related.map((a) => a.id)).toEqual(['opco', 'qualiopi', 'ines']);
  });
  it('en rend trois au plus', () => {
    expect(pickRelatedArticles(articles[4]!, sortByNewest(articles))).toHaveLength(3);
  });
});
