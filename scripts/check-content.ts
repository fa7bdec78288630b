// `npm run check:content [-- --date=AAAA-MM-JJ]`: fails when published training information is stale
// (results published more than 12 months ago, RNCP registration expired or expiring within 120 days,
// no open session to come, a funding figure past its legal period). Meant for CI (docs/editing.md says what
// keeps it out today); the build only warns (src/integrations/content-freshness.ts).
// The date defaults to today; CHECK_CONTENT_DATE or --date sets another one (tests, "what breaks in
// March?"). --root=<dir> checks another project's content/ (tests).
import { fileURLToPath } from 'node:url';
import { readContentFreshnessInput } from '../src/integrations/content-freshness-input.ts';
import { findStaleContent, formatProblem } from '../src/lib/content-freshness.ts';
import { CONTENT_FRESHNESS } from '../src/config/site.ts';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const root = option('root') ?? fileURLToPath(new URL('..', import.meta.url));
const argument = option('date');
const dateText = argument ?? process.env.CHECK_CONTENT_DATE;
if (dateText !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(dateText)) {
  console.error(`check:content : date « ${dateText} » invalide, format attendu AAAA-MM-JJ.`);
  process.exit(2);
}
const today = dateText ? new Date(`${dateText}T00:00:00Z`) : new Date();

const problems = findStaleContent(readContentFreshnessInput(root), today, CONTENT_FRESHNESS);
const day = today.toISOString().slice(0, 10);
if (problems.length === 0) {
  console.log(`check:content : informations à jour au ${day}.`);
} else {
  console.error(`check:content : ${problems.length} information(s) périmée(s) au ${day}\u00a0:`);
  for (const problem of problems) console.error(`  ✗ ${formatProblem(problem)}`);
  process.exit(1);
}
