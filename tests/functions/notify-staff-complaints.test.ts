// The complaint e-mail of notify-staff under Deno, end to end (issue 44): a visitor's complaint fires the
// webhook, the staff get one plain-text mail with the training's full title and the two due dates of
// /reclamations/, and an SMTP failure is retried by the schedule exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  startFunctionsStack,
  STAFF_EMAIL,
  type FunctionsStack,
} from '../../local/supabase/functions-stack';
import type { ReceivedMail } from '../../local/supabase/smtp-sink';
import { syncTestCatalogue } from '../support/catalogue-fixture';

let stack: FunctionsStack;

beforeAll(async () => {
  stack = await startFunctionsStack();
  await syncTestCatalogue(stack.db.sql);
});
afterAll(async () => {
  await stack?.stop();
});

function complaint(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    name: 'Camille Martin',
    email: `camille.${randomUUID().slice(0, 8)}@exemple.fr`,
    telephone: '06 12 34 56 78',
    training_code: 'CV',
    subject: 'Salle trop petite',
    message: 'La salle du 12 mars était trop petite.\nBcc: victime@exemple.fr <b>gras</b>',
    ...overrides,
  };
}

async function send(row: ReturnType<typeof complaint>) {
  const { error } = await stack.db.client('anon').from('complaints').insert(row);
  expect(error).toBeNull();
}

async function state(id: string) {
  const { rows } = await stack.db.sql.query(
    'select notified_at, notification_attempts, notification_error from public.complaints where id = $1',
    [id],
  );
  return rows[0];
}

async function newMails(before: number): Promise<ReceivedMail[]> {
  await stack.net.drain();
  return stack.smtp.mails.slice(before);
}

test('a complaint reaches the staff once, with the training’s title and the two due dates', async () => {
  const before = stack.smtp.mails.length;
  const row = complaint();
  await send(row);
  await stack.smtp.waitFor(before + 1);
  await stack.runCronJob('notify-staff-retry');
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  const [mail] = mails as [ReceivedMail];
  expect(mail.envelope.to).toEqual([STAFF_EMAIL]);
  expect(mail.parsed.subject).toBe('Réclamation\u00a0: Camille Martin — Salle trop petite');
  expect(mail.parsed.replyTo?.value.map((address) => address.address)).toEqual([row.email]);
  expect(mail.parsed.html).toBe(false);
  expect(mail.parsed.bcc).toBeUndefined();
  const { rows } = await stack.db.sql.query<{ title: string; ack: string; answer: string }>(
    `select t.title,
       to_char(private.complaint_acknowledge_due_on(c.created_at), 'YYYY-MM-DD') as ack,
       to_char(private.complaint_answer_due_on(c.created_at), 'YYYY-MM-DD') as answer
     from public.complaints c join public.trainings t on t.code = c.training_code where c.id = $1`,
    [row.id],
  );
  const { title, ack, answer } = rows[0]!;
  const long = (iso: string) =>
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  expect(mail.parsed.text).toContain(`Formation concernée\u00a0: ${title}\n`);
  expect(mail.parsed.text).toContain(
    `Accusé de réception à envoyer au plus tard le\u00a0: ${long(ack)}\n`,
  );
  expect(mail.parsed.text).toContain(`Réponse motivée au plus tard le\u00a0: ${long(answer)}\n`);
  expect(mail.parsed.text).toContain(
    'La salle du 12 mars était trop petite.\nBcc: victime@exemple.fr <b>gras</b>',
  );
  expect(mail.parsed.text).toContain('rubrique Réclamations');
  expect(await state(row.id)).toMatchObject({ notification_attempts: 1, notification_error: null });
});

test('a complaint without a training or phone leaves those lines out', async () => {
  const before = stack.smtp.mails.length;
  await send(complaint({ training_code: null, telephone: null }));
  await stack.smtp.waitFor(before + 1);
  const [mail] = (await newMails(before)) as [ReceivedMail];
  expect(mail.parsed.text).not.toContain('Formation concernée');
  expect(mail.parsed.text).not.toContain('Téléphone');
});

test('an SMTP failure keeps the complaint; the scheduled retry sends it exactly once', async () => {
  const before = stack.smtp.mails.length;
  stack.smtp.refuseNext(1);
  const row = complaint({ subject: 'Relance après panne' });
  await send(row);
  await stack.net.drain();
  expect(stack.net.responses.at(-1)?.status).toBe(502);
  expect(stack.smtp.mails.length).toBe(before);
  expect(await state(row.id)).toMatchObject({
    notified_at: null,
    notification_attempts: 1,
    notification_error: expect.stringMatching(/451/),
  });
  await stack.runCronJob('notify-staff-retry');
  await stack.smtp.waitFor(before + 1);
  await stack.runCronJob('notify-staff-retry');
  const mails = await newMails(before);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.parsed.subject).toContain('Relance après panne');
  expect(await state(row.id)).toMatchObject({ notification_attempts: 2, notification_error: null });
});
