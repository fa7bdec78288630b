// The result cards the search page paints before the excerpts, read from Pagefind's fragment files.
import { describe, expect, it } from 'vitest';
import { resultCardsOf } from '~/integrations/pagefind';

const article = {
  url: '/blog/aides-embauche-apprenti-2025/',
  meta: { title: 'Recruter un alternant en 2025 : quelles aides ?', type: 'Article' },
};
const training = {
  url: '/formation/employe-commercial/',
  meta: { title: 'Titre professionnel Employé commercial', type: 'Formation' },
};

describe('resultCardsOf', () => {
  it('reads a page’s fragment under the id its file is named after, French spaces put back', () => {
    expect(resultCardsOf('fr_2126fdc', article)).toEqual([
      [
        'fr_2126fdc',
        [
          '/blog/aides-embauche-apprenti-2025/',
          'Recruter un alternant en 2025\u00a0: quelles aides\u00a0?',
          'Article',
        ],
      ],
    ]);
  });

  it('reads a group of fragments under each page’s own id', () => {
    expect(resultCardsOf('fr_group1', { fr_aaa: article, fr_bbb: training })).toEqual([
      [
        'fr_aaa',
        [article.url, 'Recruter un alternant en 2025\u00a0: quelles aides\u00a0?', 'Article'],
      ],
      ['fr_bbb', [training.url, 'Titre professionnel Employé commercial', 'Formation']],
    ]);
  });

  it('falls back on the address for a page without a title, and « Page » without a type', () => {
    expect(resultCardsOf('fr_ccc', { url: '/x/', meta: {} })).toEqual([
      ['fr_ccc', ['/x/', '/x/', 'Page']],
    ]);
  });
});
