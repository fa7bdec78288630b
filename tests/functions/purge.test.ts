// The purge Edge Function under Deno, run by the schedule's own command (cron.job 'retention-purge'):
// expired rows go, and their PDFs and abandoned uploads are removed through the Storage API, bytes
// included; what is younger than its limit stays, files and all.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { validApplication } from '../../local/supabase/sample-rows';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack';
import { pdfBytes } from '../../local/sample-files';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: FunctionsStack;

beforeAll(async () => {
  stack = await startFunctionsStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Uploads a PDF as a visitor does (bytes stored by the local Storage), then back-dates its row. */
async function upload(key: string, age: string) {
  const { error } = await stack.db
    .client('anon')
    .storage.from('candidatures')
    .upload(key, new Blob([pdfBytes(1200)], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
  expect(error).toBeNull();
  await stack.db.sql.query(
    `update storage.objects set created_at = now() - $2::interval where bucket_id = 'candidatures' and name = $1`,
    [key, age],
  );
}

async function applicationWithFiles(age: string, lastContact: string) {
  const row = validApplication();
  row.lettre_motivation_url = `${row.id}/lettre.pdf`;
  await upload(String(row.cv_url), age);
  await upload(String(row.lettre_motivation_url), age);
  const { error } = await stack.db
    .client('anon')
    .from('applications')
    .insert(row as never);
  expect(error).toBeNull();
  await stack.db.sql.query(
    `update public.applications set status = 'Refusée', last_contact_at = now() - $2::interval where id = $1`,
    [row.id, lastContact],
  );
  return { id: String(row.id), files: [String(row.cv_url), String(row.lettre_motivation_url)] };
}

async function stored(key: string) {
  const { rowCount } = await stack.db.sql.query(
    `select 1 from storage.objects where bucket_id = 'candidatures' and name = $1`,
    [key],
  );
  const bytes = await stack.db.storage.readObject('candidatures', key);
  return { row: rowCount === 1, bytes: bytes !== null };
}

test('the daily purge deletes expired applications with their files and abandoned uploads, nothing else', async () => {
  const expired = await applicationWithFiles('3 years 2 days', '3 years 1 day');
  const kept = await applicationWithFiles('2 years', '2 years 364 days');
  const abandoned = `${crypto.randomUUID()}/cv.pdf`;
  await upload(abandoned, '25 hours');
  const inProgress = `${crypto.randomUUID()}/cv.pdf`;
  await upload(inProgress, '2 hours');
  await stack.net.drain();
  const before = stack.net.responses.length;

  await stack.runCronJob('retention-purge');
  await stack.net.drain();
  const [answer] = stack.net.responses.slice(before);
  expect(answer?.status).toBe(200);
  expect(JSON.parse(answer?.body ?? '{}')).toEqual({
    rows: { contact_requests: 0, applications: 1, learners: 0, complaints: 0, team_audit: 0 },
    filesRemoved: 3,
    documentsRemoved: 0,
  });

  const { rowCount } = await stack.db.sql.query('select 1 from public.applications where id = $1', [
    expired.id,
  ]);
  expect(rowCount).toBe(0);
  for (const key of [...expired.files, abandoned])
    expect(await stored(key)).toEqual({ row: false, bytes: false });
  for (const key of [...kept.files, inProgress])
    expect(await stored(key)).toEqual({ row: true, bytes: true });

  // Nothing left to do the next day.
  await stack.runCronJob('retention-purge');
  await stack.net.drain();
  expect(JSON.parse(stack.net.responses.at(-1)?.body ?? '{}')).toMatchObject({ filesRemoved: 0 });
});

test('the purge refuses a call without the shared secret', async () => {
  const answer = await fetch(`${stack.functionsUrl}/purge`, { method: 'POST', body: '{}' });
  expect(answer.status).toBe(401);
});

test('the purge removes the learner documents no row names a day after their upload, bytes included', async () => {
  await syncTestCatalogue(stack.db.sql);
  const storage = stack.db.serviceClient().storage.from('documents');
  const document = async (age: string, withRow: boolean) => {
    const key = `cv/${SESSIONS.cv}/${crypto.randomUUID()}.pdf`;
    const { error } = await storage.upload(key, pdfBytes(1300), { contentType: 'application/pdf' });
    expect(error).toBeNull();
    if (withRow)
      await stack.db.sql.query(
        `insert into public.learner_documents (training_code, session_key, title, object_path)
         values ('CV', $1, 'Convocation', $2)`,
        [SESSIONS.cv, key],
      );
    await stack.db.sql.query(
      `update storage.objects set created_at = now() - $2::interval where bucket_id = 'documents' and name = $1`,
      [key, age],
    );
    return key;
  };
  const orphan = await document('25 hours', false);
  const named = await document('400 days', true);
  const justUploaded = await document('2 hours', false);
  await stack.net.drain();
  const before = stack.net.responses.length;
  await stack.runCronJob('retention-purge');
  await stack.net.drain();
  const [answer] = stack.net.responses.slice(before);
  expect(JSON.parse(answer?.body ?? '{}')).toMatchObject({ documentsRemoved: 1 });
  const present = async (key: string) => {
    const { rowCount } = await stack.db.sql.query(
      `select 1 from storage.objects where bucket_id = 'documents' and name = $1`,
      [key],
    );
    return {
      row: rowCount === 1,
      bytes: (await stack.db.storage.readObject('documents', key)) !== null,
    };
  };
  expect(await present(orphan)).toEqual({ row: false, bytes: false });
  for (const key of [named, justUploaded])
    expect(await present(key)).toEqual({ row: true, bytes: true });
});
