// docs/product.md §8 quotes the main messages of the site; their one home is each feature's messages
// files. A quote that no longer matches what the site says is a copy that drifted.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/features/*/messages*.ts', '/src/components/form/messages.ts'],
  { eager: true },
);

/** Every string the messages files hold, however deep, with no-break spaces as plain ones. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/[\u00a0\u202f]/g, ' ')];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const said = Object.values(modules).flatMap(strings);

/** The rows of the §8 table: situation, title, description. */
function rows(): string[][] {
  const product = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
  const section = product.slice(product.indexOf('## 8. Messages'), product.indexOf('## 9.'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Situation|-)/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Cells that describe the message rather than quote it. */
const DESCRIBED = new Set(['French titles']);

test('the table of docs/product.md §8 has rows to check', () => {
  expect(rows().length).toBeGreaterThan(10);
});

test.each(rows())('%s: what docs/product.md §8 quotes is what the site says', (_, title, text) => {
  const titles = title!.split(' / ').filter((cell) => !DESCRIBED.has(cell));
  for (const quoted of titles) expect(said).toContain(quoted);
  // A description in lower case explains the message; a quote may stop at « … ».
  if (!text || /^[a-z]/.test(text)) return;
  const quoted = text.split('…')[0]!.trim();
  expect(said.some((message) => message.includes(quoted))).toBe(true);
});
