// One home per fact: the database opens and closes the questionnaires (private.questionnaire_opens_on,
// questionnaire_closes_on); content/questionnaires/ states the same windows for editors. Both must agree,
// month ends included (PostgreSQL's date + interval keeps the last day of a shorter month).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { QuestionnaireSchema, QUESTIONNAIRE_IDS } from '~/schemas/questionnaire';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;
beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** `iso` + months (to the same day, or the month's last) + days, as PostgreSQL counts. */
function offset(iso: string, { months, days }: { months: number; days: number }): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const moved = Date.UTC(year, month - 1 + months, Math.min(day, lastDay));
  return new Date(moved + days * 86_400_000).toISOString().slice(0, 10);
}

const ENDS_ON = ['2026-01-15', '2026-06-30', '2026-08-31', '2026-12-31', '2027-02-28'];

describe.each(QUESTIONNAIRE_IDS)('%s', (id) => {
  const content = QuestionnaireSchema.parse(
    parse(
      readFileSync(new URL(`../../content/questionnaires/${id}.yaml`, import.meta.url), 'utf8'),
    ),
  );
  test.each(ENDS_ON)(
    'session ended on %s: same window in the content and the database',
    async (endsOn) => {
      const { rows } = await stack.sql.query<{ opens: string; closes: string }>(
        `select to_char(private.questionnaire_opens_on($1, $2::date), 'YYYY-MM-DD') as opens,
              to_char(private.questionnaire_closes_on($1, $2::date), 'YYYY-MM-DD') as closes`,
        [id, endsOn],
      );
      expect(rows[0]).toEqual({
        opens: offset(endsOn, content.opens),
        closes: offset(endsOn, content.closes),
      });
    },
  );
});
