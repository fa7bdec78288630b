/// <reference types="vitest/config" />
// One runner for every tier (README, Tests). `npm test` builds first, so site and e2e read dist/.
import { getViteConfig } from 'astro/config';

const node = { environment: 'node' as const };

export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { ...node, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { ...node, name: 'components', include: ['tests/components/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'islands',
          environment: 'jsdom',
          include: ['tests/islands/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/islands-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...node,
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          // One Postgres + PostgREST stack per file is costly on 2 cores: run the files one after another.
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...node,
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          // Each file starts the db stack, an SMTP sink and Deno: one file at a time, like db.
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // Site tests parse every built page with jsdom and their hooks compress the whole build (budgets,
        // Observatory scan): seconds alone, much more on a busy machine.
        test: {
          ...node,
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...node,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          fileParallelism: false,
          hookTimeout: 120_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
