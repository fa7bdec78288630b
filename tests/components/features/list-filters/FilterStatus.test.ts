// The live region and empty message the list filters rely on, before any script runs.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import FilterStatus from '~/features/list-filters/FilterStatus.astro';

const props = {
  list: 'training-list',
  one: '{n} formation affichée',
  many: '{n} formations affichées',
  emptyMessage: 'Aucune formation ne correspond à vos critères de recherche.',
};

describe('FilterStatus', () => {
  it('annonce le nombre total rendu par le serveur, au pluriel', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(FilterStatus, { props: { ...props, total: 4 } });
    expect(html).toMatch(/<p role="status"[^>]*>\s*4 formations affichées\s*<\/p>/);
    expect(html).toContain('data-filter-status="training-list"');
  });

  it('au singulier pour une seule carte, message vide caché', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(FilterStatus, { props: { ...props, total: 1 } });
    expect(html).toMatch(/>\s*1 formation affichée\s*</);
    expect(html).toMatch(
      /<p hidden[^>]*data-filter-empty="training-list"[^>]*>\s*Aucune formation ne correspond à vos critères de recherche\./,
    );
  });
});
