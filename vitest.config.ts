/// <reference types="vitest/config" />
// One runner for every tier (docs/testing.md, Tiers). `npm test` builds first, so site and e2e read dist/.
import { getViteConfig } from 'astro/config';

const node = { environment: 'node' as const };

/**
 * Coverage floors per folder, in %, one point under what `npm run test:coverage` measured (rounded
 * down) where that was higher than the floor: lib, schemas and db on 2026-11-25, then every folder
 * again on 2026-11-27 once the features had their folders (the stores' floors went with them into
 * src/features; lib lost its browser modules to the features and gained the programme PDF's test).
 * Raise them when a folder's coverage goes up; never lower them.
 */
const THRESHOLDS = {
  'src/lib/**': { statements: 89, branches: 86, functions: 85, lines: 90 },
  'src/schemas/**': { statements: 92, branches: 86, functions: 93, lines: 92 },
  'src/db/**': { statements: 56, branches: 47, functions: 51, lines: 57 },
  'src/features/**': { statements: 78, branches: 76, functions: 79, lines: 79 },
  'src/components/**': { statements: 73, branches: 63, functions: 79, lines: 77 },
};

export default getViteConfig({
  test: {
    // `npm run test:coverage` (unit, dom and db tiers; npm test runs it): the browser-side code of
    // the site and e2e tiers runs in Chromium, where v8 coverage is not collected. The thresholds are
    // what these folders reached when they were set: they may only go up.
    coverage: {
      provider: 'v8',
      include: [
        'src/lib/**',
        'src/schemas/**',
        'src/db/**',
        'src/features/**',
        'src/components/**',
      ],
      // Astro components render in the components, site and e2e tiers, which are not measured.
      exclude: ['src/db/database.types.ts', '**/*.astro'],
      reporter: ['text-summary', 'text'],
      thresholds: THRESHOLDS,
    },
    projects: [
      { extends: true, test: { ...node, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { ...node, name: 'components', include: ['tests/components/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Under coverage on a busy machine a user-event journey can take more than the default 5 s.
          testTimeout: 15_000,
          include: ['tests/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-setup.ts'],
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
          // expect.poll's default second is shorter than an island's hydration on a loaded 2-core CI
          // machine (the Matomo audience test failed so in a clean-clone run): a browser waits longer.
          expect: { poll: { timeout: 15_000 } },
          // Tests marked concurrent (the axe sweep, the page weights; each opens its own pages) run two at a
          // time, one per core.
          maxConcurrency: 2,
        },
      },
    ],
  },
});
