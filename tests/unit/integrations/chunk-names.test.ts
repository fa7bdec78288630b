import { describe, expect, it } from 'vitest';
import { clientChunkFileName } from '~/integrations/chunk-names';

const root = '/work/site/src';

describe('clientChunkFileName', () => {
  it('puts the feature in front of a chunk named after one of its modules', () => {
    expect(
      clientChunkFileName({
        name: 'store',
        facadeModuleId: null,
        moduleIds: [`${root}/lib/format.ts`, `${root}/features/testimonials/store.ts`],
      }),
    ).toBe('_astro/testimonials-store.[hash].js');
  });

  it('leaves other chunks as Astro names them', () => {
    expect(
      clientChunkFileName({
        name: 'format',
        facadeModuleId: `${root}/lib/format.ts`,
        moduleIds: [],
      }),
    ).toBe('_astro/format.[hash].js');
    expect(
      clientChunkFileName({
        name: 'client',
        facadeModuleId: null,
        // A feature's module in the chunk does not name it.
        moduleIds: [`${root}/features/toasts/store.ts`, `${root}/db/client.ts`],
      }),
    ).toBe('_astro/client.[hash].js');
  });

  it('does not repeat a feature already in the name, and writes Windows paths the same', () => {
    expect(
      clientChunkFileName({
        name: 'learner-space',
        facadeModuleId: 'C:\\site\\src\\features\\learner-space\\learner-space.ts',
        moduleIds: [],
      }),
    ).toBe('_astro/learner-space.[hash].js');
  });

  it('replaces the characters Astro replaces', () => {
    expect(clientChunkFileName({ name: 'page?x', facadeModuleId: null, moduleIds: [] })).toBe(
      '_astro/page_x.[hash].js',
    );
  });
});
