// The figures published from the answers (issue 44): the site built against a local database where a
// cohort of 200 generated answers gives its rates on the training page, the footer and the programme
// PDF, with counts, period and sources; a training with 4 respondents says its result is not published.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack.ts';
import { syncTestCatalogue } from '../support/catalogue-fixture.ts';
import { buildSiteWithSupabase, type TemporaryBuild } from '../support/stored-site.ts';

const flat = (text: string | null | undefined) =>
  (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const percent = (numerator: number, denominator: number) =>
  Math.round((numerator / denominator) * 100);

let stack: DbStack | undefined;
let build: TemporaryBuild | undefined;
let sessionCount = 0;

/** Adds months then days to a YYYY-MM-DD date (never across a month end here: days 10 and 28). */
function shift(iso: string, months: number, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A session of `code` that ended on `endsOn` with `count` learners enrolled; answers the enrolments' ids. */
async function cohort(code: string, endsOn: string, count: number): Promise<string[]> {
  const sql = stack!.sql;
  const key = `${code.toLowerCase()}-${shift(endsOn, -3, 0)}-r${'abcdefgh'[++sessionCount]}`;
  await sql.query(
    `insert into public.training_sessions (key, training_code, starts_on, ends_on, format, venue, registration_deadline)
     values ($1, $2, $3, $4, 'Présentiel', 'Lyon 3e', $3)`,
    [key, code, shift(endsOn, -3, 0), endsOn],
  );
  const { rows } = await sql.query<{ id: string }>(
    `with learners as (
       insert into auth.users (id, aud, role, email, created_at, updated_at)
       select gen_random_uuid(), 'authenticated', 'authenticated', $3 || g || '@example.test', now(), now()
       from generate_series(1, $4::integer) g
       returning id)
     insert into public.enrolments (learner_id, training_code, session_key)
     select id, $1, $2 from learners returning id`,
    [code, key, key, count],
  );
  return rows.map((row) => row.id);
}

/** Stores one answer per enrolment, as answer_questionnaire would. */
async function answer(
  questionnaire: string,
  enrolments: string[],
  answers: (index: number) => object,
) {
  await stack!.sql.query(
    `insert into public.questionnaire_answers (enrolment_id, questionnaire, questionnaire_version, answers)
     select e, $1, 1, a from unnest($2::uuid[], $3::jsonb[]) as t (e, a)`,
    [questionnaire, enrolments, enrolments.map((_, index) => JSON.stringify(answers(index)))],
  );
}

const SITUATIONS = ['cdi', 'cdd', 'interim', 'creation', 'formation', 'recherche', 'autre'];
// 200 answers each: ratings 1 to 5 by turns with extra 5s, situations by turns.
const overall = (index: number) => (index < 150 ? (index % 5) + 1 : 5);
const situation = (index: number) => SITUATIONS[index % SITUATIONS.length]!;
const expected = {
  satisfied: Array.from({ length: 200 }, (_, index) => overall(index)).filter(
    (rating) => rating >= 4,
  ).length,
  employed: Array.from({ length: 200 }, (_, index) => situation(index)).filter((value) =>
    ['cdi', 'cdd', 'interim', 'creation'].includes(value),
  ).length,
};
const EXAM = { entrants: 220, dropouts: 10, examCandidates: 210, passed: 189 };
let endYear = '';
let followYear = '';

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  const today = (
    await stack.sql.query<{ today: string }>(
      `select to_char(private.paris_today(), 'YYYY-MM-DD') as today`,
    )
  ).rows[0]!.today;
  // Both windows open today: the end of training 10 days after the session, the follow-up 6 months and 10 days after.
  const endedOn = shift(today, 0, -10);
  const followedOn = shift(today, -6, -10);
  endYear = endedOn.slice(0, 4);
  followYear = followedOn.slice(0, 4);
  await answer('fin-de-formation', await cohort('CV', endedOn, 200), (index) => ({
    overall: overall(index),
    comment: `Réponse ${index}`,
  }));
  await answer('suivi-6-mois', await cohort('CV', followedOn, 200), (index) => ({
    situation: situation(index),
    ...(SITUATIONS.indexOf(situation(index)) < 4 ? { related: index % 2 === 0 } : {}),
    certified: 'oui',
  }));
  // Four respondents only: nothing of theirs may be published.
  await answer('fin-de-formation', await cohort('EC', endedOn, 4), () => ({ overall: 5 }));
  // The jury's counts for the follow-up's promotion, as staff enter them in the team space.
  await stack.sql.query(
    `insert into public.cohort_exam_results (training_code, period_label, entrants, dropouts, exam_candidates, passed, source, jury_on)
     values ('CV', $1, $2, $3, $4, $5, 'Procès-verbal du jury DREETS Auvergne-Rhône-Alpes', $6)`,
    [
      followYear,
      EXAM.entrants,
      EXAM.dropouts,
      EXAM.examCandidates,
      EXAM.passed,
      `${followYear}-06-30`,
    ],
  );
  build = await buildSiteWithSupabase(stack.url, stack.anonKey);
}, 600_000);

afterAll(async () => {
  await build?.remove();
  await stack?.stop();
});

async function page(path: string): Promise<Document> {
  const html = await readFile(join(build!.outDir, path, 'index.html'), 'utf8');
  return new JSDOM(html).window.document;
}

/** The figures of `selector` as they read on screen: the rate (shown first), then its caption. */
function figures(document: Document, selector: string): string[] {
  return [...document.querySelectorAll(`${selector} dl > div`)].map(
    (group) =>
      `${flat(group.querySelector('dd')?.textContent)} ${flat(group.querySelector('dt')?.textContent)}`,
  );
}

/** The « Résultats de la formation » block, one line per figure. */
async function resultsBlock(training: string): Promise<string[]> {
  return figures(await page(`formation/${training}`), '#resultats');
}

describe('200 réponses générées', () => {
  test('la fiche formation donne la satisfaction et l’insertion calculées des réponses, avec effectifs, période et source', async () => {
    const block = await resultsBlock('tp-conseiller-vente');
    const satisfaction = block.find((line) => line.includes('Taux de satisfaction'))!;
    expect(satisfaction).toMatch(
      new RegExp(
        `^${percent(expected.satisfied, 200)} % Taux de satisfaction des apprenants, promotion ${endYear} ${expected.satisfied} sur 200 · 200 répondants\\.`,
      ),
    );
    expect(satisfaction).toContain(
      'Source : questionnaire « Fin de formation » du site, 200 répondants, sessions terminées du 1er janvier',
    );
    const employment = block.find((line) => line.includes('insertion professionnelle'))!;
    expect(employment).toMatch(
      new RegExp(
        `^${percent(expected.employed, 200)} % Taux d’insertion professionnelle à 6 mois, promotion ${followYear} ${expected.employed} sur 200 · 200 répondants\\.`,
      ),
    );
    const passRate = block.find((line) => line.includes('candidats présentés'))!;
    expect(passRate).toMatch(
      new RegExp(
        `^${percent(EXAM.passed, EXAM.examCandidates)} % Taux de réussite des candidats présentés, promotion ${followYear} ${EXAM.passed} sur ${EXAM.examCandidates}\\.`,
      ),
    );
    expect(passRate).toContain(
      'Source : Procès-verbal du jury DREETS Auvergne-Rhône-Alpes, jury du 30 juin',
    );
  });

  test('le pied de page compte les entrants de la promotion saisie d’après le jury, et les répondants en emploi', async () => {
    const footer = figures(await page(''), 'footer');
    expect(footer).toContainEqual(
      `${percent(EXAM.passed, EXAM.entrants)} % de réussite aux examens, promotion ${followYear}, 1 titre sur 4 (${EXAM.passed} sur ${EXAM.entrants} entrants)`,
    );
    expect(footer).toContainEqual(
      `${percent(expected.employed, EXAM.entrants)} % de retour à l’emploi à 6 mois, promotion ${followYear}, 1 titre sur 4 (${expected.employed} sur ${EXAM.entrants} entrants)`,
    );
  });

  test('le programme PDF donne les mêmes taux, avec leurs sources', async () => {
    const bytes = await readFile(
      join(build!.outDir, 'formation/tp-conseiller-vente/programme.pdf'),
    );
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const pdf = flat(text);
    expect(pdf).toContain(
      `Taux de satisfaction des apprenants, promotion ${endYear} : ${percent(expected.satisfied, 200)} % (${expected.satisfied} sur 200 · 200 répondants).`,
    );
    expect(pdf).toContain(
      `Taux d’insertion professionnelle à 6 mois, promotion ${followYear} : ${percent(expected.employed, 200)} % (${expected.employed} sur 200 · 200 répondants).`,
    );
    expect(pdf).toContain('questionnaire « Fin de formation » du site, 200 répondants');
  });
});

describe('4 répondants', () => {
  test('la fiche dit que le résultat n’est pas publié, sans taux ni effectif', async () => {
    const block = await resultsBlock('tp-employe-commercial');
    const satisfaction = block.find((line) => line.includes('Taux de satisfaction'))!;
    expect(satisfaction).toMatch(
      new RegExp(
        `^Non publié Taux de satisfaction des apprenants, promotion ${endYear} moins de 5 répondants : résultat non publié\\.`,
      ),
    );
    expect(satisfaction).not.toMatch(/\d+ ?%|sur 4|4 répondants/);
  });
});
