// The questionnaire-reminders Edge Function under Deno (issue 44): the daily job's command (cron.job
// 'questionnaire-reminders', through the pg_net stand-in) mails each learner the reminder due today,
// in French, as text and HTML with escaped values and a link without token to the learner space's
// questionnaires page. Days are moved by moving the session's end: reminder 0 when the questionnaire
// opens, 1 after 7 days, 2 after 14, none after that, none once answered or closed, and each exactly
// once when the SMTP server refuses then accepts, or when two calls run at once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { syncTestCatalogue } from '../support/catalogue-fixture';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack';
import type { ReceivedMail } from '../../local/supabase/smtp-sink';
import {
  enrol,
  insertAnswer,
  insertLearnerAccount,
  insertSession,
  parisToday,
  shiftDate,
} from '../../local/supabase/questionnaires';

const SITE_URL = 'https://www.horizon-competences.example';
const LINK = `${SITE_URL}/espace-apprenant/questionnaires/`;
/** A training whose title needs escaping in HTML (what a catalogue title may hold). */
const TITLE = 'Vente & relation <client> "premium"';

let stack: FunctionsStack;
let today = '';
let learners = 0;

beforeAll(async () => {
  stack = await startFunctionsStack({ siteUrl: SITE_URL });
  await syncTestCatalogue(stack.db.sql);
  await stack.db.sql.query(
    `insert into public.trainings (code, slug, title) values ('QZ', 'vente-relation-client', $1)`,
    [TITLE],
  );
  today = await parisToday(stack.db.sql);
});
afterAll(async () => {
  await stack?.stop();
});

/** A learner enrolled in a new QZ session that ended on `endsOn`. */
async function learnerOf(endsOn: string, fullName = 'Camille Durand') {
  const number = ++learners;
  const email = `apprenant.${number}@exemple.fr`;
  const tag = String.fromCharCode(97 + (number % 26)).repeat(1 + Math.floor(number / 26));
  const id = await insertLearnerAccount(stack.db.sql, email, fullName);
  const key = await insertSession(stack.db.sql, 'QZ', endsOn, `r${tag}`);
  const enrolmentId = await enrol(stack.db.sql, id, 'QZ', key);
  /** Moves the session's end `days` earlier: the same as `days` passing. */
  const age = (days: number) =>
    stack.db.sql.query(
      'update public.training_sessions set ends_on = ends_on - $2::integer where key = $1',
      [key, days],
    );
  return { id, email, key, enrolmentId, age };
}

/** Runs the daily job's command and waits for the function's answer. */
async function runJob(): Promise<number | undefined> {
  const before = stack.net.responses.length;
  await stack.runCronJob('questionnaire-reminders');
  await stack.net.drain();
  return stack.net.responses
    .slice(before)
    .filter((response) => response.url.endsWith('/questionnaire-reminders'))
    .at(-1)?.status;
}

const mailsTo = (email: string): ReceivedMail[] =>
  stack.smtp.mails.filter((mail) => mail.envelope.to.includes(email));

async function reminders(enrolmentId: string) {
  const { rows } = await stack.db.sql.query(
    `select questionnaire, reminder, sent_at is not null as sent, attempts, error
     from private.questionnaire_reminders where enrolment_id = $1 order by questionnaire, reminder`,
    [enrolmentId],
  );
  return rows;
}

describe('the end-of-training questionnaire', () => {
  test('reminder 0 the day it opens: French text and HTML, the link without token, the closing date', async () => {
    const learner = await learnerOf(today);
    expect(await runJob()).toBe(200);
    const mails = mailsTo(learner.email);
    expect(mails).toHaveLength(1);
    const { parsed } = mails[0]!;
    expect(parsed.subject).toBe(`votre avis sur la formation «\u00a0${TITLE}\u00a0»`);
    const text = parsed.text ?? '';
    expect(text).toMatch(/^Bonjour Camille Durand,/);
    expect(text).toContain(`Répondre au questionnaire\u00a0: ${LINK}\n`);
    const closes = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${shiftDate(today, 60)}T00:00:00Z`),
    );
    expect(text).toContain(`ouvert jusqu’au ${closes} inclus`);
    // The only link is the page itself: nothing a scanner could spend.
    expect(text.match(/https?:\/\/\S+/g)).toEqual([LINK]);
    const html = typeof parsed.html === 'string' ? parsed.html : '';
    expect(html).toContain(`<a href="${LINK}">Répondre au questionnaire</a>`);
    expect(html).toContain('Vente &amp; relation &lt;client&gt; &quot;premium&quot;');
    expect(html).not.toContain('<client>');
    expect(html.match(/href="[^"]*"/g)).toEqual([`href="${LINK}"`]);
    expect(await reminders(learner.enrolmentId)).toEqual([
      { questionnaire: 'fin-de-formation', reminder: 0, sent: true, attempts: 1, error: null },
    ]);
  });

  test('then reminders 1 and 2 after 7 and 14 days, each once, and nothing after', async () => {
    const learner = await learnerOf(today);
    await runJob();
    expect(mailsTo(learner.email)).toHaveLength(1);
    await runJob();
    expect(mailsTo(learner.email)).toHaveLength(1);
    await learner.age(6);
    await runJob();
    expect(mailsTo(learner.email)).toHaveLength(1);
    await learner.age(1);
    await runJob();
    await runJob();
    const afterSeven = mailsTo(learner.email);
    expect(afterSeven).toHaveLength(2);
    expect(afterSeven[1]!.parsed.subject).toBe(
      `Rappel\u00a0: votre avis sur la formation «\u00a0${TITLE}\u00a0»`,
    );
    expect(afterSeven[1]!.parsed.text).toContain('au plus deux rappels');
    await learner.age(7);
    await runJob();
    const afterFourteen = mailsTo(learner.email);
    expect(afterFourteen).toHaveLength(3);
    expect(afterFourteen[2]!.parsed.text).toContain('C’est notre dernier rappel.');
    for (const days of [1, 7, 30]) {
      await learner.age(days);
      await runJob();
    }
    expect(mailsTo(learner.email)).toHaveLength(3);
    expect((await reminders(learner.enrolmentId)).map((row) => row.reminder)).toEqual([0, 1, 2]);
  });

  test('a missed day sends only the reminder due now, never an older one late', async () => {
    const learner = await learnerOf(shiftDate(today, -9));
    await runJob();
    await runJob();
    expect(mailsTo(learner.email).map((mail) => mail.parsed.subject)).toEqual([
      `Rappel\u00a0: votre avis sur la formation «\u00a0${TITLE}\u00a0»`,
    ]);
    expect((await reminders(learner.enrolmentId)).map((row) => row.reminder)).toEqual([1]);
  });

  test('none once the learner answered', async () => {
    const learner = await learnerOf(today);
    await runJob();
    expect(mailsTo(learner.email)).toHaveLength(1);
    await insertAnswer(stack.db.sql, learner.enrolmentId, 'fin-de-formation', { overall: 4 });
    for (const days of [7, 7]) {
      await learner.age(days);
      await runJob();
    }
    expect(mailsTo(learner.email)).toHaveLength(1);
  });

  test('none after the window closes, nor before it opens', async () => {
    const closed = await learnerOf(shiftDate(today, -61));
    const upcoming = await learnerOf(shiftDate(today, 3));
    await runJob();
    expect(mailsTo(closed.email)).toHaveLength(0);
    expect(mailsTo(upcoming.email)).toHaveLength(0);
    expect(await reminders(closed.enrolmentId)).toEqual([]);
  });

  test('none to an address never confirmed', async () => {
    const learner = await learnerOf(today);
    await stack.db.sql.query('update auth.users set email_confirmed_at = null where id = $1', [
      learner.id,
    ]);
    await runJob();
    expect(mailsTo(learner.email)).toHaveLength(0);
  });
});

describe('exactly once', () => {
  test('the SMTP server refuses, then accepts: the next call sends it, once', async () => {
    const learner = await learnerOf(today);
    stack.smtp.refuseNext(1);
    expect(await runJob()).toBe(502);
    expect(mailsTo(learner.email)).toHaveLength(0);
    const [failed] = await reminders(learner.enrolmentId);
    expect(failed).toMatchObject({ reminder: 0, sent: false, attempts: 1 });
    expect(failed!.error).toMatch(/451/);
    expect(await runJob()).toBe(200);
    expect(await runJob()).toBe(200);
    expect(mailsTo(learner.email)).toHaveLength(1);
    expect(await reminders(learner.enrolmentId)).toEqual([
      { questionnaire: 'fin-de-formation', reminder: 0, sent: true, attempts: 2, error: null },
    ]);
  });

  test('two calls at once send each reminder once', async () => {
    const group = [];
    for (let count = 0; count < 5; count++) group.push(await learnerOf(today));
    const answers = await Promise.all(
      [0, 1].map(() =>
        fetch(`${stack.functionsUrl}/questionnaire-reminders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.secret}` },
          body: '{}',
        }).then(async (answer) => (await answer.json()) as { sent: number }),
      ),
    );
    expect(answers[0]!.sent + answers[1]!.sent).toBe(group.length);
    for (const learner of group) expect(mailsTo(learner.email)).toHaveLength(1);
  });

  test('a call without the shared secret is refused and claims nothing', async () => {
    const learner = await learnerOf(today);
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${stack.db.serviceKey}`]) {
      const answer = await fetch(`${stack.functionsUrl}/questionnaire-reminders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: '{}',
      });
      expect(answer.status).toBe(401);
    }
    expect(await reminders(learner.enrolmentId)).toEqual([]);
  });
});

describe('the 6-month follow-up', () => {
  test('opens 6 months after the end, with its own subject; the end-of-training one is closed', async () => {
    const learner = await learnerOf(shiftDate(today, 0, -6));
    await runJob();
    const mails = mailsTo(learner.email);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      `six mois après la formation «\u00a0${TITLE}\u00a0», où en êtes-vous\u00a0?`,
    ]);
    expect(mails[0]!.parsed.text).toContain(LINK);
    expect((await reminders(learner.enrolmentId)).map((row) => row.questionnaire)).toEqual([
      'suivi-6-mois',
    ]);
  });
});
