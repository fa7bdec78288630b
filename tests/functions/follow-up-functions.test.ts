// The learner follow-up's Edge Functions under Deno (issue 43): sync-catalogue copies the site's
// /catalogue.json (served here by a local HTTP server) into the database, refusing what is not the
// catalogue; team-invite-learner invites a learner with the French e-mail whose link the learner space's
// verification page opens, enrols them and audits it, or leaves nothing behind; team-erase-learner
// removes the learner's own PDFs from the documents bucket before the account.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closedUrl } from '../support/db-fixtures';
import { callFunction, signIn, type Persona, type Session } from '../support/team-sessions';
import { CATALOGUE_WITH_WITHDRAWN, SESSIONS, TEST_CATALOGUE } from '../support/catalogue-fixture';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack';
import { startEdgeFunction } from '../../local/supabase/edge-function';
import { seedLearner } from '../../local/supabase/learners';
import { pdfBytes } from '../../local/sample-files';

/** What the fake site answers at /catalogue.json: a status and a raw body. */
const site = { status: 200, body: JSON.stringify(TEST_CATALOGUE), hits: 0 };
let siteUrl = '';
let closeSite: () => Promise<void>;
let stack: FunctionsStack;
const sessions = {} as Record<Persona, Session>;
const NOT_STAFF = [
  'learner',
  'forged_learner',
  'staff_aal1',
  'trainer_aal1',
  'trainer_aal2',
] as const;

beforeAll(async () => {
  const server = createServer((incoming, outgoing) => {
    if (incoming.url !== '/catalogue.json') return void outgoing.writeHead(404).end();
    site.hits++;
    outgoing.writeHead(site.status, { 'content-type': 'application/json' }).end(site.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeSite = () => new Promise<void>((resolve) => server.close(() => resolve()));
  stack = await startFunctionsStack({ siteUrl });
  for (const persona of [...NOT_STAFF, 'staff_aal2'] as const)
    sessions[persona] = await signIn(stack.db, persona);
  // The catalogue the rest of the file needs, through the function itself (with a withdrawn session).
  site.body = JSON.stringify(CATALOGUE_WITH_WITHDRAWN);
  expect((await sync()).status).toBe(200);
  site.body = JSON.stringify(TEST_CATALOGUE);
  expect((await sync()).status).toBe(200);
});
afterAll(async () => {
  await stack?.stop();
  await closeSite?.();
});

function sync(secret: string | null = stack.secret) {
  return fetch(`${stack.functionsUrl}/sync-catalogue`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { authorization: `Bearer ${secret}` } : {}),
    },
    body: '{}',
  });
}

async function catalogueRows() {
  const { rows } = await stack.db.sql.query<{ key: string; withdrawn: boolean }>(
    `select code as key, withdrawn_at is not null as withdrawn from public.trainings
     union all select key, withdrawn_at is not null from public.training_sessions order by 1`,
  );
  return rows;
}

describe('sync-catalogue', () => {
  test('copies the site’s catalogue: counts, then a session the site drops is withdrawn and comes back', async () => {
    expect(await catalogueRows()).toEqual(
      [
        { key: 'CV', withdrawn: false },
        { key: 'EC', withdrawn: false },
        { key: SESSIONS.cv, withdrawn: false },
        { key: SESSIONS.cvPast, withdrawn: false },
        { key: SESSIONS.ec, withdrawn: false },
        { key: SESSIONS.ecAlternance, withdrawn: false },
        { key: SESSIONS.ecWithdrawn, withdrawn: true },
      ].sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
    site.body = JSON.stringify(CATALOGUE_WITH_WITHDRAWN);
    const back = await sync();
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({
      counts: { trainings: 2, sessions: 5, trainings_withdrawn: 0, sessions_withdrawn: 0 },
    });
    expect((await catalogueRows()).find((row) => row.key === SESSIONS.ecWithdrawn)).toEqual({
      key: SESSIONS.ecWithdrawn,
      withdrawn: false,
    });
    // A whole training gone from the site: it and its sessions are withdrawn, their rows kept.
    site.body = JSON.stringify({ ...TEST_CATALOGUE, trainings: [TEST_CATALOGUE.trainings[0]] });
    const dropped = await sync();
    expect(await dropped.json()).toEqual({
      counts: { trainings: 1, sessions: 2, trainings_withdrawn: 1, sessions_withdrawn: 3 },
    });
    expect((await catalogueRows()).filter((row) => row.withdrawn).map((row) => row.key)).toEqual(
      ['EC', SESSIONS.ec, SESSIONS.ecAlternance, SESSIONS.ecWithdrawn].sort(),
    );
    site.body = JSON.stringify(TEST_CATALOGUE);
    const restored = await sync();
    expect(await restored.json()).toEqual({
      // The withdrawn EC session stays withdrawn: counted when it was withdrawn, not again.
      counts: { trainings: 2, sessions: 4, trainings_withdrawn: 0, sessions_withdrawn: 0 },
    });
    expect((await catalogueRows()).filter((row) => row.withdrawn).map((row) => row.key)).toEqual([
      SESSIONS.ecWithdrawn,
    ]);
  });

  test('the schedule’s own command calls it (cron.job catalogue-sync)', async () => {
    const hits = site.hits;
    await stack.runCronJob('catalogue-sync');
    await expect.poll(() => site.hits, { timeout: 10_000 }).toBe(hits + 1);
  });

  test.each([
    ['a body that is not JSON', 200, '<!doctype html><title>Maintenance</title>', /^site: /],
    ['another version', 200, JSON.stringify({ ...TEST_CATALOGUE, version: 2 }), /version 2/],
    [
      'a session without its key',
      200,
      JSON.stringify({
        version: 1,
        trainings: [{ ...TEST_CATALOGUE.trainings[0], sessions: [{ start: '2030-01-01' }] }],
      }),
      /sessions\[0\]\.key/,
    ],
    ['an error page', 503, '{"error":"busy"}', /answered 503/],
  ])('answers 502 to %s and changes nothing', async (_label, status, body, message) => {
    const before = await catalogueRows();
    Object.assign(site, { status, body });
    try {
      const answer = await sync();
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { error: string }).error).toMatch(message);
    } finally {
      Object.assign(site, { status: 200, body: JSON.stringify(TEST_CATALOGUE) });
    }
    expect(await catalogueRows()).toEqual(before);
  });

  test('answers 502 when the site does not answer', async () => {
    const fn = await startEdgeFunction('sync-catalogue', {
      SUPABASE_URL: stack.db.url,
      SUPABASE_SERVICE_ROLE_KEY: stack.db.serviceKey,
      STAFF_FUNCTIONS_SECRET: stack.secret,
      SITE_URL: await closedUrl(),
    });
    try {
      const answer = await fetch(fn.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.secret}` },
      });
      expect(answer.status).toBe(502);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^site: /);
    } finally {
      await fn.stop();
    }
  });

  test('refuses a wrong or missing secret (401) without reading the site', async () => {
    const hits = site.hits;
    expect((await sync('not-the-secret')).status).toBe(401);
    expect((await sync(null)).status).toBe(401);
    expect((await sync(sessions.staff_aal2.token)).status).toBe(401);
    expect(site.hits).toBe(hits);
  });

  test('nobody but the secret key calls sync_catalogue through the API', async () => {
    for (const persona of ['learner', 'staff_aal2'] as const) {
      const { error } = await sessions[persona].client.rpc(
        'sync_catalogue' as never,
        {
          catalogue: TEST_CATALOGUE,
        } as never,
      );
      expect(error?.code, persona).toBe('42501');
    }
  });
});

const invite = (token: string | null, body: unknown) =>
  callFunction(stack, 'team-invite-learner', token, body);

const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: `invitee.${randomUUID().slice(0, 8)}@exemple.fr`,
  fullName: 'Nadia Benali',
  trainingCode: 'CV',
  sessionKey: SESSIONS.cv,
  ...overrides,
});

async function accountOf(email: string) {
  const { rows } = await stack.db.sql.query<{ id: string }>(
    'select id from auth.users where email = $1',
    [email],
  );
  return rows[0]?.id ?? null;
}

async function inviteAudit() {
  const { rows } = await stack.db.sql.query(
    "select actor_id, actor_email, table_name, row_id, after from public.team_audit where action = 'learner.invite' order by id",
  );
  return rows;
}

describe('team-invite-learner', () => {
  test('invites, enrols and audits (201); the French e-mail’s link opens the learner space on the enrolment', async () => {
    const body = invitation({ email: `  Nadia.${randomUUID().slice(0, 8)}@Exemple.fr ` });
    const email = body.email.trim().toLowerCase();
    const answer = await invite(sessions.staff_aal2.token, body);
    expect(answer.status).toBe(201);
    const { learnerId, enrolmentId } = (await answer.json()) as Record<string, string>;
    expect(learnerId).toBe(await accountOf(email));

    const { rows: users } = await stack.db.sql.query(
      'select invited_at is not null as invited, raw_user_meta_data as data from auth.users where id = $1',
      [learnerId],
    );
    expect(users[0]).toEqual({ invited: true, data: { invited_as: 'learner' } });
    const { rows: enrolments } = await stack.db.sql.query(
      `select e.id, e.training_code, e.session_key, e.progress, e.ended_on = s.ends_on as ends_with_session,
         p.full_name
       from public.enrolments e join public.training_sessions s on s.key = e.session_key
       join public.learner_profiles p on p.id = e.learner_id where e.learner_id = $1`,
      [learnerId],
    );
    expect(enrolments).toEqual([
      {
        id: enrolmentId,
        training_code: 'CV',
        session_key: SESSIONS.cv,
        progress: 0,
        ends_with_session: true,
        full_name: 'Nadia Benali',
      },
    ]);
    expect((await inviteAudit()).filter((row) => row.row_id === learnerId)).toEqual([
      {
        actor_id: sessions.staff_aal2.id,
        actor_email: sessions.staff_aal2.email,
        table_name: 'auth.users',
        row_id: learnerId,
        after: { enrolment_id: enrolmentId, training_code: 'CV', session_key: SESSIONS.cv },
      },
    ]);

    // Staff find them in their list of learners, marked invited and not yet confirmed.
    const listed = await sessions.staff_aal2.client.rpc('team_learners');
    expect(listed.data?.find((row) => row.learner_id === learnerId)).toEqual({
      learner_id: learnerId,
      email,
      full_name: 'Nadia Benali',
      email_confirmed_at: null,
      last_sign_in_at: null,
      invited: true,
    });

    // The learner's invitation (the `else` branch of invite.html), not the team's.
    const mail = stack.db.auth.lastMail(email, 'invite');
    expect(mail?.subject).toContain('espace apprenant');
    expect(mail?.text).toContain(
      'L’équipe pédagogique vous a ouvert un compte sur l’espace apprenant',
    );
    expect(mail?.text).not.toContain('espace de l’équipe d’Horizon');
    const link = new URL(mail!.link!);
    expect(link.pathname).toBe('/espace-apprenant/verification/');
    expect(link.searchParams.get('type')).toBe('invite');
    // What the verification page does with the link: verifyOtp by token_hash, then the dashboard reads.
    const browser = stack.db.visitorClient();
    const verified = await browser.auth.verifyOtp({
      type: 'invite',
      token_hash: link.searchParams.get('token_hash')!,
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(learnerId);
    const seen = await browser.from('enrolments').select('training_code, session_key');
    expect(seen.data).toEqual([{ training_code: 'CV', session_key: SESSIONS.cv }]);
  });

  test('refuses an address that already has an account (409), invited or signed up, and sends nothing', async () => {
    const first = invitation();
    expect((await invite(sessions.staff_aal2.token, first)).status).toBe(201);
    const mails = stack.db.auth.mailbox.length;
    for (const email of [first.email, first.email.toUpperCase(), sessions.learner.email]) {
      const again = await invite(sessions.staff_aal2.token, invitation({ email }));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: 'account_exists' });
    }
    expect(stack.db.auth.mailbox.length).toBe(mails);
  });

  test.each([
    ['an unknown session', { sessionKey: 'cv-2031-01-01-presentiel' }],
    ['a session of another training', { trainingCode: 'EC', sessionKey: SESSIONS.cv }],
    ['a withdrawn session', { trainingCode: 'EC', sessionKey: SESSIONS.ecWithdrawn }],
    ['an unknown training', { trainingCode: 'ZZ', sessionKey: 'zz-2030-01-14-presentiel' }],
  ])('refuses %s (422) and creates no account', async (_label, overrides) => {
    const body = invitation(overrides);
    const answer = await invite(sessions.staff_aal2.token, body);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'unknown_session' });
    expect(await accountOf(body.email)).toBeNull();
  });

  test.each([
    ['email', { email: 'pas-une-adresse' }],
    ['email', { email: 42 }],
    ['fullName', { fullName: 'N' }],
    ['fullName', { fullName: '<b>Nadia</b>' }],
    ['fullName', { fullName: 'x'.repeat(121) }],
    ['trainingCode', { trainingCode: 'cv' }],
    ['sessionKey', { sessionKey: '../etc' }],
    ['sessionKey', { sessionKey: undefined }],
  ])('refuses an invalid %s (400) and creates no account', async (field, overrides) => {
    const body = invitation(overrides);
    const answer = await invite(sessions.staff_aal2.token, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'invalid', field });
    if (typeof body.email === 'string') expect(await accountOf(body.email)).toBeNull();
  });

  test('refuses a call without a session (401)', async () => {
    const body = invitation();
    expect((await invite(null, body)).status).toBe(401);
    expect((await invite(stack.db.anonKey, body)).status).toBe(401);
    expect(await accountOf(body.email)).toBeNull();
  });

  test.each(NOT_STAFF)('refuses %s (403) and invites nobody', async (persona) => {
    const body = invitation();
    const answer = await invite(sessions[persona].token, body);
    expect(answer.status).toBe(403);
    expect(await accountOf(body.email)).toBeNull();
  });

  test('leaves no half-done invitation: a failing enrolment deletes the invited account (500)', async () => {
    // The enrolment fails after the invitation: a trigger made for this test refuses it.
    await stack.db.sql.query(`
      create function public.refuse_test_enrolment() returns trigger language plpgsql as $$
      begin raise exception 'enrolment refused for the test'; end; $$;
      create trigger refuse_test_enrolment before insert on public.enrolments
      for each row when (new.progress = 0 and new.session_key = '${SESSIONS.ecAlternance}')
      execute function public.refuse_test_enrolment();`);
    try {
      const body = invitation({ trainingCode: 'EC', sessionKey: SESSIONS.ecAlternance });
      const audited = (await inviteAudit()).length;
      const answer = await invite(sessions.staff_aal2.token, body);
      expect(answer.status).toBe(500);
      expect(await accountOf(body.email)).toBeNull();
      const { rowCount } = await stack.db.sql.query(
        "select 1 from public.learner_profiles where full_name = 'Nadia Benali' and id not in (select learner_id from public.enrolments)",
      );
      expect(rowCount).toBe(0);
      expect((await inviteAudit()).length).toBe(audited);
    } finally {
      await stack.db.sql.query(
        'drop trigger refuse_test_enrolment on public.enrolments; drop function public.refuse_test_enrolment()',
      );
    }
  });
});

describe('team-erase-learner and the documents bucket', () => {
  test('removes the learner’s own PDFs from Storage before the account; the session’s PDFs stay', async () => {
    const learner = await seedLearner(stack.db.sql, {
      email: `efface.docs.${randomUUID().slice(0, 8)}@exemple.fr`,
      password: 'Mot-de-passe-2026!',
      fullName: 'Léa Martin',
      trainingCode: 'CV',
      sessionKey: SESSIONS.cv,
      progress: 0,
      lessons: [],
      notifications: [],
    });
    const own = `cv/${learner}/${randomUUID()}.pdf`;
    const shared = `cv/${SESSIONS.cv}/${randomUUID()}.pdf`;
    const storage = stack.db.serviceClient().storage.from('documents');
    for (const path of [own, shared]) {
      const uploaded = await storage.upload(path, pdfBytes(2048), {
        contentType: 'application/pdf',
      });
      expect(uploaded.error).toBeNull();
    }
    await stack.db.sql.query(
      `insert into public.learner_documents (training_code, learner_id, session_key, title, object_path)
       values ('CV', $1, null, 'Attestation de fin de formation', $2),
              ('CV', null, $3, 'Convocation', $4)`,
      [learner, own, SESSIONS.cv, shared],
    );
    const { rows } = await stack.db.sql.query<{ id: string }>(
      "insert into public.privacy_requests (learner_id, kind) values ($1, 'deletion') returning id",
      [learner],
    );
    const answer = await callFunction(stack, 'team-erase-learner', sessions.staff_aal2.token, {
      learner_id: learner,
      privacy_request_id: rows[0]!.id,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ erased: true, documentsRemoved: 1 });
    expect(await stack.db.storage.readObject('documents', own)).toBeNull();
    expect(await stack.db.storage.readObject('documents', shared)).not.toBeNull();
    const { rows: objects } = await stack.db.sql.query<{ name: string }>(
      "select name from storage.objects where bucket_id = 'documents' and name = any($1)",
      [[own, shared]],
    );
    expect(objects.map((row) => row.name)).toEqual([shared]);
    const { rows: documents } = await stack.db.sql.query<{ object_path: string }>(
      'select object_path from public.learner_documents where object_path = any($1)',
      [[own, shared]],
    );
    expect(documents.map((row) => row.object_path)).toEqual([shared]);
  });
});
