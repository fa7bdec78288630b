// Reads, straight from content/, the few fields the staleness rules need. Runs outside Astro (the
// check:content script and the build hook), before any schema: the build itself still validates
// every field with the collection schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { FreshnessInput } from '../lib/content-freshness.ts';

/** A YAML date as Astro reads it: AAAA-MM-JJ at midnight UTC. */
function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(`${String(value)}T00:00:00Z`);
}

interface RawSession {
  start: string;
  end: string;
  format: string;
  registrationDeadline: string;
  seatsLeft?: number;
}

export function readContentFreshnessInput(root: string): FreshnessInput {
  const trainingsDir = join(root, 'content/trainings');
  const trainings = readdirSync(trainingsDir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const file = join(trainingsDir, name);
      const frontmatter = readFileSync(file, 'utf8').split(/^---$/m)[1] ?? '';
      const data = parse(frontmatter) as {
        certification?: { rncpCode?: string; expiryDate?: string };
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
        })),
      };
    });
  const resultsFile = join(root, 'content/data/results.yaml');
  const rows = parse(readFileSync(resultsFile, 'utf8')) as {
    id: string;
    training: string;
    publishedAt: string;
  }[];
  const results = rows.map((row) => ({
    file: relative(root, resultsFile),
    id: row.id,
    training: row.training,
    publishedAt: toDate(row.publishedAt),
  }));
  return { trainings, results };
}
