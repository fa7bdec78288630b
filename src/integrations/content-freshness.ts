// Build-time warning for stale training information: the same rules as `npm run check:content`, but
// only printed, so that a calendar date never blocks an urgent deploy.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readContentFreshnessInput } from './content-freshness-input.ts';
import { findStaleContent, formatProblem } from '../lib/content-freshness.ts';
import { CONTENT_FRESHNESS } from '../config/site.ts';

export function contentFreshness(): AstroIntegration {
  return {
    name: 'content-freshness',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const root = fileURLToPath(new URL('../..', import.meta.url));
        for (const problem of findStaleContent(
          readContentFreshnessInput(root),
          new Date(),
          CONTENT_FRESHNESS,
        )) {
          logger.warn(formatProblem(problem));
        }
      },
    },
  };
}
