// Reads, straight from content/, the few fields the staleness rules need, and the dates of the funding
// rules from src/config/funding-rules.ts. Runs outside Astro (the check:content script and the build
// hook), before any schema: the build itself still validates every field with the collection schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// js-yaml, as Astro's collections: its dates are Dates, and it is faster than `yaml` (docs/performance.md, js-yaml outside Astro).
import { load } from 'js-yaml';
import type { FreshnessInput } from '../lib/content-freshness.ts';
import * as FUNDING_RULES from '../config/funding-rules.ts';

/** A YAML date as Astro reads it: AAAA-MM-JJ at midnight UTC. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(`${String(value)}T00:00:00Z`);
}

/** A date as the YAML holds it: js-yaml reads AAAA-MM-JJ as a Date, a quoted one as text. */
type RawDate = Date | string;

interface RawSession {
  start: RawDate;
  end: RawDate;
  format: string;
  registrationDeadline: RawDate;
  seatsLeft?: number;
  seatsCountedOn?: RawDate;
}

export function readContentFreshnessInput(root: string): FreshnessInput {
  const trainingsDir = join(root, 'content/trainings');
  const trainings = readdirSync(trainingsDir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const file = join(trainingsDir, name);
      const frontmatter = readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
      const data = load(frontmatter) as {
        certification?: { rncpCode?: string; expiryDate?: RawDate };
        sessions?: RawSession[];
      };
      return {
        file: relative(root, file),
        id: name.replace(/\.mdx$/, ''),
        certification: {
          rncpCode: data.certification?.rncpCode ?? '—',
          expiryDate: toDate(data.certification?.expiryDate),
        },
        sessions: (data.sessions ?? []).map((session) => ({
          start: toDate(session.start),
          end: toDate(session.end),
          format: session.format,
          registrationDeadline: toDate(session.registrationDeadline),
          seatsLeft: session.seatsLeft,
          seatsCountedOn:
            session.seatsCountedOn === undefined ? undefined : toDate(session.seatsCountedOn),
        })),
      };
    });
  const resultsFile = join(root, 'content/data/results.yaml');
  const rows = load(readFileSync(resultsFile, 'utf8')) as {
    id: string;
    training: string;
    publishedAt: RawDate;
  }[];
  const results = rows.map((row) => ({
    file: relative(root, resultsFile),
    id: row.id,
    training: row.training,
    publishedAt: toDate(row.publishedAt),
  }));
  // The funding rules are the site's code, not content: the same whatever `root` is.
  const fundingRules = {
    file: 'src/config/funding-rules.ts',
    endings: Object.entries(FUNDING_RULES).flatMap(([name, rule]) =>
      'endsOn' in rule && typeof rule.endsOn === 'string'
        ? [{ name, endsOn: toDate(rule.endsOn) }]
        : [],
    ),
    cpfParticipationSince: toDate(FUNDING_RULES.CPF_PARTICIPATION.inForceSince),
  };
  return { trainings, results, fundingRules };
}
