// The team space's rights (issue 42, /work contract; supabase/migrations/20261127140000_team_space.sql):
// every table, view, function and the CV bucket against six callers — anon, a learner, a learner who
// forged `user_metadata.role = 'staff'`, staff without the second factor (aal1), staff at aal2 and a
// trainer at aal2 — through PostgREST and the local Storage, each cell a test. Then the hostile inputs:
// markup kept as text, notes too long, statuses outside the list, the append-only audit, a signed CV
// link past its 60 seconds. The learners' tables, which the team now writes (issue 43), have their own
// matrix: tests/db/follow-up-rights.test.ts.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { submitApplication } from '../support/db-fixtures';
import { signIn, type Persona, type Session } from '../support/team-sessions';
import {
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { seedLearner } from '../../local/supabase/learners';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { pdfBytes } from '../../local/sample-files';
import { REFUSAL_REASONS } from '../../src/features/team-space/moderation-reasons';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;
const sessions = {} as Record<Persona, Session>;
const PERSONAS: Persona[] = [
  'anon',
  'learner',
  'forged_learner',
  'staff_aal1',
  'staff_aal2',
  'trainer_aal2',
];
/** A learner whose rows the matrix aims at: nobody but themselves and staff at aal2 may read them. */
let otherLearner = '';

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  for (const persona of PERSONAS) sessions[persona] = await signIn(stack, persona);
  otherLearner = await seedLearner(stack.sql, {
    email: `autre.${randomUUID().slice(0, 8)}@exemple.fr`,
    password: 'Mot-de-passe-2026!',
    fullName: 'Inès Autre',
    trainingCode: 'EC',
    sessionKey: SESSIONS.ec,
    progress: 10,
    lessons: [{ title: 'Accueil', startsAt: new Date(Date.now() + 86_400_000), minutes: 60 }],
    notifications: [{ kind: 'info', message: 'Bienvenue dans votre espace.' }],
  });
  await stack.sql.query(
    "insert into public.privacy_requests (learner_id, kind) values ($1, 'export')",
    [otherLearner],
  );
  // One audit row at least, so that reading the audit shows something.
  await stack.sql.query(
    `select public.staff_record_team_action(null, 'dashboard@exemple.fr', 'site.rebuild')`,
  );
});
afterAll(async () => {
  await stack?.stop();
});

const isStaff = (persona: Persona) => persona === 'staff_aal2';
/** PostgREST's status for a 42501: 401 without a session, 403 with one. */
const deniedStatus = (persona: Persona) => (persona === 'anon' ? 401 : 403);

// Fresh rows, one per cell, made as the database's owner: each cell changes its own.

async function freshApplication() {
  const row = validApplication();
  expect((await submitApplication(stack, row)).error).toBeNull();
  return row.id;
}
async function freshContactRequest() {
  const row = validContactRequest('contact');
  const { error } = await stack
    .client('anon')
    .from('contact_requests')
    .insert(row as { id: string; kind: string; email: string });
  expect(error).toBeNull();
  return row.id as string;
}
/** A pending testimonial, dated two hours ago so that the hourly cap never counts the matrix's rows. */
async function freshTestimonial() {
  const { name, formation, rating, text } = validTestimonial();
  const { rows } = await stack.sql.query<{ id: number }>(
    'insert into public.testimonials (name, formation, rating, text) values ($1, $2, $3, $4) returning id',
    [name, formation, rating, text],
  );
  await stack.sql.query(
    "update public.testimonials set created_at = created_at - interval '2 hours' where id = $1",
    [rows[0]!.id],
  );
  // pg reads bigint as a string; PostgREST answers a number.
  return Number(rows[0]!.id);
}
/** A pending deletion request of a new learner account. */
async function freshPrivacyRequest(kind: 'export' | 'deletion' = 'deletion') {
  const learner = randomUUID();
  await stack.sql.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at)
     values ($1, 'authenticated', 'authenticated', $2, '{}', '{}', now())`,
    [learner, `rgpd.${learner.slice(0, 8)}@exemple.fr`],
  );
  const { rows } = await stack.sql.query<{ id: string }>(
    'insert into public.privacy_requests (learner_id, kind) values ($1, $2) returning id',
    [learner, kind],
  );
  return { id: rows[0]!.id, learner };
}
async function row(table: string, id: unknown) {
  const { rows } = await stack.sql.query(`select * from public.${table} where id = $1`, [id]);
  return rows[0] as Record<string, unknown> | undefined;
}

type Answer = { error: { code?: string; message?: string } | null; status: number; data: unknown };
const ids = (data: unknown) => ((data as Array<{ id: unknown }> | null) ?? []).map((r) => r.id);

function expectDenied(persona: Persona, answer: Answer) {
  expect(answer.error?.code).toBe('42501');
  expect(answer.status).toBe(deniedStatus(persona));
}

// 1. The team's tables ------------------------------------------------------------------------------

/** The update each team table grants staff, and what it changes. */
const TEAM_UPDATES = {
  applications: { make: freshApplication, change: { status: 'En cours' }, column: 'status' },
  contact_requests: { make: freshContactRequest, change: { handled: true }, column: 'handled' },
  testimonials: { make: freshTestimonial, change: { validated: true }, column: 'validated' },
  privacy_requests: {
    make: async () => (await freshPrivacyRequest()).id,
    change: { handled_at: '2030-01-01T00:00:00Z' },
    column: 'handled_at',
  },
} as const;
type TeamTable = keyof typeof TEAM_UPDATES;
const TEAM_TABLES = Object.keys(TEAM_UPDATES) as TeamTable[];

describe.each(PERSONAS)('%s on the team tables', (persona) => {
  test.each(TEAM_TABLES)('select on %s', async (table) => {
    const target = await TEAM_UPDATES[table].make();
    const answer = (await sessions[persona].client.from(table).select('id').limit(1000)) as Answer;
    if (persona === 'anon' && table !== 'testimonials') return expectDenied(persona, answer);
    expect(answer.error).toBeNull();
    // A pending testimonial, a request, an application, a privacy request: staff's only.
    expect(ids(answer.data).includes(target)).toBe(isStaff(persona));
    if (table === 'testimonials' && !isStaff(persona)) {
      const { data } = await sessions[persona].client
        .from('testimonials')
        .select('validated')
        .limit(1000);
      expect((data ?? []).every((r) => r.validated)).toBe(true);
    }
    if ((table === 'applications' || table === 'contact_requests') && !isStaff(persona))
      expect(answer.data).toEqual([]);
  });

  test.each(TEAM_TABLES)('update on %s', async (table) => {
    const { make, change, column } = TEAM_UPDATES[table];
    const target = await make();
    const before = await row(table, target);
    const answer = (await sessions[persona].client
      .from(table)
      .update(change as never)
      .eq('id', target as never)
      .select('id')) as Answer;
    const after = await row(table, target);
    if (persona === 'anon') {
      expectDenied(persona, answer);
      expect(after).toEqual(before);
    } else if (isStaff(persona)) {
      expect(answer.error).toBeNull();
      expect(ids(answer.data)).toEqual([target]);
      expect(after?.[column]).not.toEqual(before?.[column]);
    } else {
      // Granted for staff, so accepted; the team policies match no row.
      expect(answer).toMatchObject({ error: null, data: [] });
      expect(after).toEqual(before);
    }
  });

  test.each(TEAM_TABLES)('delete on %s', async (table) => {
    const target = await TEAM_UPDATES[table].make();
    const answer = (await sessions[persona].client
      .from(table)
      .delete()
      .eq('id', target as never)
      .select('id')) as Answer;
    if (table === 'privacy_requests' && persona !== 'anon')
      // Only a learner's own pending request may be withdrawn: never someone else's, not even by staff.
      expect(answer).toMatchObject({ error: null, data: [] });
    else expectDenied(persona, answer);
    expect(await row(table, target)).toBeDefined();
  });

  test.each(TEAM_TABLES)('insert on %s', async (table) => {
    const rows = {
      applications: null,
      contact_requests: validContactRequest('contact'),
      testimonials: validTestimonial(),
      privacy_requests: { kind: 'export' },
    } as const;
    const answer =
      table === 'applications'
        ? ((await submitApplication(
            stack,
            validApplication(),
            persona === 'anon' ? 'anon' : 'authenticated',
          ).then(() =>
            // The visitor's form, with this caller's own session.
            sessions[persona].client.from('applications').insert(validApplication() as never),
          )) as Answer)
        : ((await sessions[persona].client.from(table).insert(rows[table] as never)) as Answer);
    if (table === 'applications') {
      // Without its uploaded CV the insert reaches the files check: the insert right itself is granted.
      expect(answer.error?.code).toBe('23503');
    } else if (table === 'privacy_requests' && persona === 'anon') expectDenied(persona, answer);
    else expect(answer.error).toBeNull();
    if (table === 'testimonials')
      await stack.sql.query(
        "update public.testimonials set created_at = created_at - interval '2 hours' where created_at > now() - interval '1 minute'",
      );
  });

  test('the columns outside the contract cannot be written, whoever asks', async () => {
    const application = await freshApplication();
    const testimonial = await freshTestimonial();
    const attempts = [
      sessions[persona].client
        .from('applications')
        .update({ first_name: 'Intrus' } as never)
        .eq('id', application),
      sessions[persona].client
        .from('applications')
        .update({ notified_at: null } as never)
        .eq('id', application),
      sessions[persona].client
        .from('testimonials')
        .update({ text: 'Texte réécrit par l’équipe.' } as never)
        .eq('id', testimonial),
      sessions[persona].client
        .from('testimonials')
        .update({ rating: 5 } as never)
        .eq('id', testimonial),
      sessions[persona].client
        .from('testimonials')
        .update({ withdrawn_at: null } as never)
        .eq('id', testimonial),
    ];
    for (const answer of await Promise.all(attempts))
      expectDenied(persona, answer as unknown as Answer);
  });
});

// 2. The audit, the learners' tables and the dashboard views -----------------------------------------

describe.each(PERSONAS)('%s on the audit, the learners’ rows and the views', (persona) => {
  test('team_audit: staff at aal2 read it; nobody inserts, updates or deletes', async () => {
    const client = sessions[persona].client;
    const read = (await client.from('team_audit').select('id, action')) as Answer;
    if (persona === 'anon') expectDenied(persona, read);
    else {
      expect(read.error).toBeNull();
      expect(ids(read.data).length > 0).toBe(isStaff(persona));
    }
    const { rows } = await stack.sql.query<{ id: number }>(
      'select min(id) as id from public.team_audit',
    );
    const first = rows[0]!.id;
    const before = await row('team_audit', first);
    const writes = [
      client.from('team_audit').insert({ action: 'site.rebuild' } as never),
      client
        .from('team_audit')
        .update({ action: 'learner.export' } as never)
        .eq('id', first),
      client.from('team_audit').delete().eq('id', first),
    ];
    for (const answer of await Promise.all(writes))
      expectDenied(persona, answer as unknown as Answer);
    expect(await row('team_audit', first)).toEqual(before);
  });

  // The learners' tables: tests/db/follow-up-rights.test.ts (trainers, per training, and staff write them).
});

// 3. Functions ------------------------------------------------------------------------------------------

const TEAM_FUNCTIONS = {
  team_privacy_requests: () => ({}),
  team_new_learner_accounts: () => ({}),
  team_learner_export: () => ({ learner_id: otherLearner }),
} as const;
const SECRET_KEY_FUNCTIONS = {
  staff_claim_notifications: {},
  staff_finish_notification: { source: 'applications', row_id: randomUUID() },
  staff_purge_expired: {},
  staff_unreferenced_objects: {},
  staff_begin_learner_erasure: {
    actor_id: randomUUID(),
    actor_email: 'x@exemple.fr',
    learner_id: randomUUID(),
    privacy_request_id: randomUUID(),
  },
  staff_record_team_action: {
    actor_id: randomUUID(),
    actor_email: 'x@exemple.fr',
    action: 'site.rebuild',
  },
} as const;

describe.each(PERSONAS)('%s calling functions', (persona) => {
  test.each(Object.keys(TEAM_FUNCTIONS) as Array<keyof typeof TEAM_FUNCTIONS>)(
    'rpc %s',
    async (name) => {
      const audited = await auditCount('learner.export');
      const answer = (await sessions[persona].client.rpc(
        name as never,
        TEAM_FUNCTIONS[name]() as never,
      )) as Answer;
      if (isStaff(persona)) {
        expect(answer.error).toBeNull();
        expect(answer.data).not.toBeNull();
      } else {
        expectDenied(persona, answer);
        if (persona !== 'anon') expect(answer.error?.message).toBe('team_staff_only');
      }
      // Only a successful export is recorded.
      expect(await auditCount('learner.export')).toBe(
        audited + (isStaff(persona) && name === 'team_learner_export' ? 1 : 0),
      );
    },
  );

  test.each(Object.keys(SECRET_KEY_FUNCTIONS) as Array<keyof typeof SECRET_KEY_FUNCTIONS>)(
    'rpc %s is the secret key’s only',
    async (name) => {
      const answer = (await sessions[persona].client.rpc(
        name as never,
        SECRET_KEY_FUNCTIONS[name] as never,
      )) as Answer;
      expectDenied(persona, answer);
    },
  );
});

async function auditCount(action: string) {
  const { rows } = await stack.sql.query<{ count: number }>(
    'select count(*)::int as count from public.team_audit where action = $1',
    [action],
  );
  return rows[0]!.count;
}

// 4. The CV bucket --------------------------------------------------------------------------------------

describe.each(PERSONAS)('%s on the candidatures bucket', (persona) => {
  test('signs a 60-second link to a CV only as staff at aal2, and the link serves the PDF', async () => {
    const application = validApplication();
    const cv = pdfBytes(2048);
    const upload = await stack
      .client('anon')
      .storage.from('candidatures')
      .upload(application.cv_url, new Blob([cv], { type: 'application/pdf' }), {
        contentType: 'application/pdf',
      });
    expect(upload.error).toBeNull();
    const { data, error } = await sessions[persona].client.storage
      .from('candidatures')
      .createSignedUrl(application.cv_url, 60);
    if (!isStaff(persona)) {
      expect(data).toBeNull();
      expect(error?.message).toBe('Object not found');
      return;
    }
    expect(error).toBeNull();
    const download = await fetch(data!.signedUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(cv));
  });
});

// 5. What staff do, and what the database refuses them --------------------------------------------------

describe('staff at aal2: the rules behind each action', () => {
  const staff = () => sessions.staff_aal2.client;

  test('markup and script in a note are stored as typed: text, never markup', async () => {
    const id = await freshApplication();
    const note = '<script>alert(1)</script><img src=x onerror="alert(2)"> & « a rappelé »\nLigne 2';
    const { data, error } = await staff()
      .from('applications')
      .update({ staff_note: `  ${note}  ` })
      .eq('id', id)
      .select('staff_note');
    expect(error).toBeNull();
    expect(data).toEqual([{ staff_note: note }]);
    const request = await freshContactRequest();
    expect(
      (await staff().from('contact_requests').update({ staff_note: note }).eq('id', request)).error,
    ).toBeNull();
    expect((await row('contact_requests', request))?.staff_note).toBe(note);
  });

  test.each([
    ['applications', freshApplication],
    ['contact_requests', freshContactRequest],
  ] as const)(
    '%s: a note of 2,000 characters passes, 2,001 and 10,000 are refused by a named constraint',
    async (table, make) => {
      const id = await make();
      expect(
        (
          await staff()
            .from(table)
            .update({ staff_note: 'é'.repeat(2000) })
            .eq('id', id)
        ).error,
      ).toBeNull();
      for (const length of [2001, 10_000]) {
        const { error, status } = await staff()
          .from(table)
          .update({ staff_note: 'a'.repeat(length) })
          .eq('id', id);
        expect(status).toBe(400);
        expect(error).toMatchObject({
          code: '23514',
          message: `new row for relation "${table}" violates check constraint "${table}_staff_note_check"`,
        });
      }
      // A note of blanks is no note.
      await staff().from(table).update({ staff_note: ' \n ' }).eq('id', id);
      expect((await row(table, id))?.staff_note).toBeNull();
      // Bidi overrides are refused like in the visitors' texts.
      expect(
        (await staff().from(table).update({ staff_note: 'a\u202eb' }).eq('id', id)).error?.code,
      ).toBe('23514');
    },
  );

  test('a status outside the list is refused by the database', async () => {
    const id = await freshApplication();
    for (const status of ['Archivée', 'acceptée', '<b>Acceptée</b>', '']) {
      const { error } = await staff().from('applications').update({ status }).eq('id', id);
      expect(error).toMatchObject({
        code: '23514',
        message:
          'new row for relation "applications" violates check constraint "applications_status_check"',
      });
    }
    for (const status of ['En cours', 'Acceptée', 'Refusée', 'Reçue'])
      expect((await staff().from('applications').update({ status }).eq('id', id)).error).toBeNull();
  });

  test('« a recontacté » stores the server’s time, whatever the browser sends; the audit names the staff member', async () => {
    const id = await freshApplication();
    const { rows: before } = await stack.sql.query('select now() as now');
    const { data } = await staff()
      .from('applications')
      .update({ status: 'En cours', last_contact_at: '2001-01-01T00:00:00Z' })
      .eq('id', id)
      .select('last_contact_at');
    const stored = Date.parse((data as Array<{ last_contact_at: string }>)[0]!.last_contact_at);
    expect(stored).toBeGreaterThanOrEqual((before[0].now as Date).getTime());
    const { rows } = await stack.sql.query(
      "select actor_id, actor_email, action, before, after from public.team_audit where table_name = 'applications' and row_id = $1",
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: sessions.staff_aal2.id,
      actor_email: sessions.staff_aal2.email,
      action: 'applications.update',
      before: { status: 'Reçue' },
      after: { status: 'En cours' },
    });
    expect(Object.keys(rows[0].before).sort()).toEqual(['last_contact_at', 'status']);
  });

  test('a contact request is handled and unhandled, each audited', async () => {
    const id = await freshContactRequest();
    await staff().from('contact_requests').update({ handled: true }).eq('id', id);
    await staff().from('contact_requests').update({ handled: false }).eq('id', id);
    const { rows } = await stack.sql.query(
      "select action, before, after from public.team_audit where table_name = 'contact_requests' and row_id = $1 order by id",
      [id],
    );
    expect(rows).toEqual([
      { action: 'contact_requests.update', before: { handled: false }, after: { handled: true } },
      { action: 'contact_requests.update', before: { handled: true }, after: { handled: false } },
    ]);
  });

  test('testimonials: publish, refuse with a charter reason, withdraw; never publish with a reason nor refuse a published one', async () => {
    const update = (id: number, change: { validated?: boolean; refusal_reason?: string | null }) =>
      staff()
        .from('testimonials')
        .update(change)
        .eq('id', id)
        .select('validated, refusal_reason, published_at, moderated_at, withdrawn_at');

    const published = await freshTestimonial();
    const publish = await update(published, { validated: true });
    expect(publish.error).toBeNull();
    expect(publish.data?.[0]).toMatchObject({
      validated: true,
      refusal_reason: null,
      withdrawn_at: null,
    });
    expect(publish.data?.[0]?.published_at).toBeTruthy();
    expect(publish.data?.[0]?.moderated_at).toBeTruthy();
    // A published one is withdrawn, not refused.
    expect(
      (await update(published, { validated: false, refusal_reason: 'hors_sujet' })).error,
    ).toMatchObject({
      code: '23514',
      message: expect.stringContaining('"testimonials_refusal_of_published_check"'),
    });
    const withdraw = await update(published, { validated: false });
    expect(withdraw.data?.[0]).toMatchObject({
      validated: false,
      refusal_reason: null,
      published_at: null,
    });
    expect(withdraw.data?.[0]?.withdrawn_at).toBeTruthy();

    const refused = await freshTestimonial();
    expect(
      (await update(refused, { validated: true, refusal_reason: 'hors_sujet' })).error,
    ).toMatchObject({
      code: '23514',
      message: expect.stringContaining('"testimonials_published_without_reason_check"'),
    });
    for (const reason of ['<script>alert(1)</script>', 'Hors sujet', 'autre'])
      expect((await update(refused, { refusal_reason: reason })).error).toMatchObject({
        code: '23514',
        message: expect.stringContaining('"testimonials_refusal_reason_check"'),
      });
    const refuse = await update(refused, { refusal_reason: 'donnees_personnelles' });
    expect(refuse.data?.[0]).toMatchObject({
      validated: false,
      refusal_reason: 'donnees_personnelles',
    });

    const { rows } = await stack.sql.query(
      "select row_id, action, before, after from public.team_audit where table_name = 'testimonials' and row_id = any($1) order by id",
      [[String(published), String(refused)]],
    );
    expect(rows).toEqual([
      {
        row_id: String(published),
        action: 'testimonials.publish',
        before: { validated: false },
        after: { validated: true },
      },
      {
        row_id: String(published),
        action: 'testimonials.withdraw',
        before: { validated: true },
        after: { validated: false },
      },
      {
        row_id: String(refused),
        action: 'testimonials.refuse',
        before: { refusal_reason: null },
        after: { refusal_reason: 'donnees_personnelles' },
      },
    ]);
    // The public list never shows the withdrawn or refused ones.
    const { data } = await stack
      .client('anon')
      .from('testimonials')
      .select('id')
      .in('id', [published, refused]);
    expect(data).toEqual([]);
  });

  test('a privacy request is handled once, at the server’s time, and never goes back', async () => {
    const { id } = await freshPrivacyRequest('export');
    const { data } = await staff()
      .from('privacy_requests')
      .update({ handled_at: '2001-01-01T00:00:00Z' })
      .eq('id', id)
      .select('handled_at');
    const handled = (data as Array<{ handled_at: string }>)[0]!.handled_at;
    expect(Date.parse(handled)).toBeGreaterThan(Date.now() - 60_000);
    // Another value keeps the first; null is refused.
    await staff()
      .from('privacy_requests')
      .update({ handled_at: '2030-01-01T00:00:00Z' })
      .eq('id', id);
    expect(((await row('privacy_requests', id))?.handled_at as Date).toISOString()).toBe(
      new Date(handled).toISOString(),
    );
    expect(
      (await staff().from('privacy_requests').update({ handled_at: null }).eq('id', id)).error,
    ).toMatchObject({
      code: '23514',
      message: expect.stringContaining('"privacy_requests_handled_at_check"'),
    });
    const { rows } = await stack.sql.query(
      "select action, actor_id from public.team_audit where table_name = 'privacy_requests' and row_id = $1",
      [id],
    );
    expect(rows).toEqual([{ action: 'privacy_requests.handle', actor_id: sessions.staff_aal2.id }]);
  });

  test('the privacy list: unhandled first, with the legal due date (one month, Paris date), address and name', async () => {
    const first = await freshPrivacyRequest('deletion');
    await stack.sql.query(
      "update public.privacy_requests set created_at = '2026-01-31T23:30:00Z' where id = $1",
      [first.id],
    );
    const { data, error } = await staff().rpc('team_privacy_requests');
    expect(error).toBeNull();
    const rows = data ?? [];
    const unhandled = rows.findIndex((r) => r.handled_at !== null);
    expect(
      rows.slice(unhandled === -1 ? rows.length : unhandled).every((r) => r.handled_at !== null),
    ).toBe(true);
    // 31 January 23:30 UTC is 1 February in Paris: due 1 March.
    expect(rows.find((r) => r.id === first.id)).toMatchObject({
      learner_id: first.learner,
      kind: 'deletion',
      due_on: '2026-03-01',
      email: `rgpd.${first.learner.slice(0, 8)}@exemple.fr`,
    });
    expect(rows.find((r) => r.learner_id === otherLearner)?.full_name).toBe('Inès Autre');
  });

  test('new learner accounts: learners without an enrolment, newest first; never the team', async () => {
    const { data, error } = await staff().rpc('team_new_learner_accounts');
    expect(error).toBeNull();
    const listed = (data ?? []).map((r) => r.id);
    expect(listed).toContain(sessions.learner.id);
    expect(listed).toContain(sessions.forged_learner.id);
    for (const member of ['staff_aal1', 'staff_aal2', 'trainer_aal2'] as const)
      expect(listed).not.toContain(sessions[member].id);
    expect(listed).not.toContain(otherLearner);
    const dates = (data ?? []).map((r) => Date.parse(r.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('the export holds the learner’s account, rows and the requests sent with their address', async () => {
    const { rows: account } = await stack.sql.query('select email from auth.users where id = $1', [
      otherLearner,
    ]);
    const application = validApplication({ email: account[0].email });
    expect((await submitApplication(stack, application)).error).toBeNull();
    const { data, error } = await staff().rpc('team_learner_export', { learner_id: otherLearner });
    expect(error).toBeNull();
    const exported = data as Record<string, unknown> & { [key: string]: unknown };
    expect(exported.account).toMatchObject({ id: otherLearner, email: account[0].email });
    expect(exported.profile).toMatchObject({ full_name: 'Inès Autre' });
    expect(exported.enrolments).toHaveLength(1);
    expect(exported.lessons).toHaveLength(1);
    expect(exported.notifications).toHaveLength(1);
    expect((exported.privacy_requests as unknown[]).length).toBeGreaterThan(0);
    expect(exported.applications).toEqual([expect.objectContaining({ id: application.id })]);
    expect(exported.contact_requests).toEqual([]);
    const unknown = await staff().rpc('team_learner_export', { learner_id: randomUUID() });
    expect(unknown.error?.message).toBe('learner_not_found');
  });
});

// 6. The audit is append-only ---------------------------------------------------------------------------

describe('the audit is append-only', () => {
  test('staff cannot update or delete a row through the API, nor in SQL as their role', async () => {
    const { rows } = await stack.sql.query<{ id: number }>(
      'select max(id) as id from public.team_audit',
    );
    const id = rows[0]!.id;
    const before = await row('team_audit', id);
    const staff = sessions.staff_aal2.client;
    expect(
      (
        await staff
          .from('team_audit')
          .update({ after: null } as never)
          .eq('id', id)
      ).error?.code,
    ).toBe('42501');
    expect((await staff.from('team_audit').delete().eq('id', id)).error?.code).toBe('42501');
    await stack.sql.query('begin');
    try {
      const claims = JSON.stringify({
        role: 'authenticated',
        sub: sessions.staff_aal2.id,
        aal: 'aal2',
        app_metadata: { role: 'staff' },
      });
      await stack.sql.query(`select set_config('request.jwt.claims', $1, true)`, [claims]);
      await stack.sql.query('set local role authenticated');
      await expect(
        stack.sql.query('delete from public.team_audit where id = $1', [id]),
      ).rejects.toMatchObject({ code: '42501' });
    } finally {
      await stack.sql.query('rollback');
    }
    expect(await row('team_audit', id)).toEqual(before);
  });

  test('nor the secret key, nor the database owner outside the retention job', async () => {
    const { rows } = await stack.sql.query<{ id: number }>(
      'select max(id) as id from public.team_audit',
    );
    const id = rows[0]!.id;
    const service = stack.serviceClient();
    expect(
      (await service.from('team_audit').update({ after: null }).eq('id', id)).error?.code,
    ).toBe('42501');
    expect((await service.from('team_audit').delete().eq('id', id)).error?.code).toBe('42501');
    for (const statement of [
      'update public.team_audit set actor_email = null where id = $1',
      'delete from public.team_audit where id = $1',
    ])
      await expect(stack.sql.query(statement, [id])).rejects.toMatchObject({
        code: '42501',
        message: 'team_audit_append_only',
      });
    await expect(stack.sql.query('truncate public.team_audit')).rejects.toMatchObject({
      message: 'team_audit_append_only',
    });
  });

  test('the retention job deletes rows older than 6 years, and the notes of the rows it purged', async () => {
    const purgedApplication = await freshApplication();
    await sessions.staff_aal2.client
      .from('applications')
      .update({ staff_note: 'Rappeler après 18 h.' })
      .eq('id', purgedApplication);
    // Back-dated as a test may: the trigger lets only the retention flag through.
    await stack.sql.query('begin');
    await stack.sql.query("select set_config('team_audit.retention', 'on', true)");
    await stack.sql.query(
      `insert into public.team_audit (action) values ('site.rebuild'), ('site.rebuild')`,
    );
    await stack.sql.query(
      `update public.team_audit set at = now() - interval '6 years 1 day' where id = (select max(id) - 1 from public.team_audit)`,
    );
    await stack.sql.query(
      `update public.team_audit set at = now() - interval '5 years 364 days' where id = (select max(id) from public.team_audit)`,
    );
    await stack.sql.query('commit');
    const { rows: kept } = await stack.sql.query<{ id: number }>(
      'select max(id) as id from public.team_audit',
    );
    await stack.sql.query(
      `update public.applications set status = 'Refusée', last_contact_at = now() - interval '3 years 1 day' where id = $1`,
      [purgedApplication],
    );
    const { data, error } = await stack.serviceClient().rpc('staff_purge_expired');
    expect(error).toBeNull();
    expect(data).toMatchObject({ team_audit: 1 });
    expect(await row('team_audit', kept[0]!.id)).toBeDefined();
    const { rows } = await stack.sql.query(
      "select before, after from public.team_audit where table_name = 'applications' and row_id = $1 order by id",
      [purgedApplication],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const audit of rows) {
      expect(audit.before).not.toHaveProperty('staff_note');
      expect(audit.after).not.toHaveProperty('staff_note');
    }
    // The flag does not outlive the job.
    await expect(
      stack.sql.query('delete from public.team_audit where id = $1', [kept[0]!.id]),
    ).rejects.toMatchObject({
      message: 'team_audit_append_only',
    });
  });
});

// 7. A signed CV link dies after its 60 seconds ---------------------------------------------------------

test('a signed CV link works at 59 s and is refused after 60 s', async () => {
  const application = validApplication();
  await stack
    .client('anon')
    .storage.from('candidatures')
    .upload(application.cv_url, new Blob([pdfBytes(1500)], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
  const { data } = await sessions.staff_aal2.client.storage
    .from('candidatures')
    .createSignedUrl(application.cv_url, 60);
  const url = data!.signedUrl;
  const token = new URL(url).searchParams.get('token') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    iat: number;
    exp: number;
  };
  expect(claims.exp - claims.iat).toBe(60);
  // The local Storage runs in this process: its clock is Date, moved here without touching timers.
  vi.useFakeTimers({ toFake: ['Date'], now: claims.iat * 1000 + 59_000 });
  try {
    expect((await fetch(url)).status).toBe(200);
    vi.setSystemTime(claims.exp * 1000 + 1000);
    const late = await fetch(url);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      code: 'InvalidJWT',
      message: expect.stringMatching(/exp/),
    });
  } finally {
    vi.useRealTimers();
  }
});

// 8. The charter's reasons: the same codes in the database, the labels of the published page -----------

test('the refusal reasons of moderation-reasons.ts are the database’s codes and the published charter', async () => {
  const { rows } = await stack.sql.query<{ definition: string }>(
    "select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'testimonials_refusal_reason_check'",
  );
  const codes = [...(rows[0]?.definition ?? '').matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
  expect(codes.sort()).toEqual(REFUSAL_REASONS.map((reason) => reason.code).sort());
  const page = await readFile(
    new URL('../../src/pages/temoignages.astro', import.meta.url),
    'utf8',
  );
  const charter = /const refusals = \[([\s\S]*?)\];/.exec(page)?.[1] ?? '';
  const published = [...charter.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  expect(published).toEqual(REFUSAL_REASONS.map((reason) => reason.label));
});
