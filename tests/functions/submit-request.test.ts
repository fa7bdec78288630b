// The submit-request Edge Function under Deno, end to end: the registration and quote forms posted
// with JavaScript off (application/x-www-form-urlencoded) are stored through PostgREST with the public
// key, and the visitor is sent back (303) to one fixed page of the site that says what happened.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { validContactRequest, uniqueEmail } from '../../local/supabase/sample-rows';
import { startFunctionsStack, type FunctionsStack } from '../../local/supabase/functions-stack';
import { startEdgeFunction } from '../../local/supabase/edge-function';
import { closedUrl, repeat } from '../support/db-fixtures';
import { SESSIONS, TRAINING_TITLES, syncTestCatalogue } from '../support/catalogue-fixture';
import { OUTCOMES, publicKey, type Outcome } from '../../supabase/functions/submit-request/form';

const SITE = 'https://www.horizon-competences.example';
let stack: FunctionsStack;
let endpoint = '';

beforeAll(async () => {
  stack = await startFunctionsStack({ siteUrl: SITE });
  await syncTestCatalogue(stack.db.sql);
  // The EC work-study session is full: its dated seat count is 0.
  await stack.db.sql.query('update public.training_sessions set seats_left = 0 where key = $1', [
    SESSIONS.ecAlternance,
  ]);
  endpoint = `${stack.functionsUrl}/submit-request`;
});
afterAll(async () => {
  await stack?.stop();
});

type Fields = Array<[string, string]>;

/** The form fields of a sample row, as the browser would post them (no id: the function makes it). */
function formOf(kind: 'inscription' | 'devis', overrides: Record<string, unknown> = {}): Fields {
  const { id: _id, ...row } = validContactRequest(kind, overrides);
  return Object.entries(row)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

async function post(fields: Fields | string, contentType?: string, url = endpoint) {
  return fetch(url, {
    method: 'POST',
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields),
    headers: contentType ? { 'content-type': contentType } : {},
    redirect: 'manual',
  });
}

/** Posts the form and answers where the visitor is sent, checking it is one fixed page of the site. */
async function outcomeOf(fields: Fields): Promise<Outcome> {
  const answer = await post(fields);
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location') ?? '';
  const path = location.slice(SITE.length) as Outcome;
  expect(location).toBe(`${SITE}${path}`);
  expect(Object.values(OUTCOMES)).toContain(path);
  return path;
}

async function storedFor(email: string) {
  const { rows } = await stack.db.sql.query<Record<string, unknown>>(
    'select * from public.contact_requests where email = $1',
    [email],
  );
  return rows;
}

describe('stored', () => {
  test('a registration for a session: stored with its key and the title, → inscription page', async () => {
    const fields = formOf('inscription', { session_key: SESSIONS.cv });
    const email = new URLSearchParams(fields).get('email')!;
    expect(await outcomeOf(fields)).toBe('/demande-envoyee/inscription/');
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'inscription',
      session_key: SESSIONS.cv,
      formation: 'CV',
      training_title: TRAINING_TITLES.CV,
      waiting_list: false,
    });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the call-back choice and positioning answers, an unanswered question left out', async () => {
    const fields: Fields = [
      ...formOf('inscription', { formation: 'EC' }),
      ['session_key', ''],
      ['positioning_question', 'Avez-vous déjà travaillé en magasin ?'],
      ['positioning_answer', 'Oui, deux ans.'],
      ['positioning_question', 'Une remarque ?'],
      ['positioning_answer', ''],
    ];
    const email = new URLSearchParams(fields).get('email')!;
    expect(await outcomeOf(fields)).toBe('/demande-envoyee/inscription/');
    expect((await storedFor(email))[0]).toMatchObject({
      session_key: null,
      training_title: TRAINING_TITLES.EC,
      positioning: [
        { question: 'Avez-vous déjà travaillé en magasin ?', answer: 'Oui, deux ans.' },
      ],
    });
  });

  test('a waiting-list registration for a full session → liste-attente page', async () => {
    const fields = formOf('inscription', {
      formation: 'EC',
      session_key: SESSIONS.ecAlternance,
      waiting_list: 'on',
    });
    const email = new URLSearchParams(fields).get('email')!;
    expect(await outcomeOf(fields)).toBe('/demande-envoyee/liste-attente/');
    expect((await storedFor(email))[0]).toMatchObject({ waiting_list: true });
  });

  test('a quote → devis page, and the staff mail arrives', async () => {
    const fields = formOf('devis');
    const email = new URLSearchParams(fields).get('email')!;
    expect(await outcomeOf(fields)).toBe('/demande-envoyee/devis/');
    expect((await storedFor(email))[0]).toMatchObject({
      kind: 'devis',
      siret: '73282932000074',
      training_title: TRAINING_TITLES.CV,
    });
    // The registrations above are mailed too: this one is the mail that answers the company.
    const mine = () =>
      stack.smtp.mails.filter((mail) =>
        mail.parsed.replyTo?.value.some((address) => address.address === email),
      );
    const deadline = Date.now() + 10_000;
    while (!mine().length && Date.now() < deadline) {
      await stack.net.drain();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mine().map((mail) => mail.parsed.subject)).toEqual([
      `Demande de devis\u00a0: Boulangerie Martin SARL (Claire Martin) — ${TRAINING_TITLES.CV}`,
    ]);
  });
});

describe('refused', () => {
  test.each([
    ['past its registration deadline', { session_key: SESSIONS.cvPast }],
    ['withdrawn', { formation: 'EC', session_key: SESSIONS.ecWithdrawn }],
    ['full since the page was built', { formation: 'EC', session_key: SESSIONS.ecAlternance }],
    ['with seats while the form said full', { session_key: SESSIONS.cv, waiting_list: 'true' }],
  ])('a session %s → session-fermee, nothing stored', async (_label, overrides) => {
    const fields = formOf('inscription', overrides);
    expect(await outcomeOf(fields)).toBe('/demande-non-envoyee/session-fermee/');
    expect(await storedFor(new URLSearchParams(fields).get('email')!)).toHaveLength(0);
  });

  test('a sixth request with the same e-mail → trop-de-demandes', async () => {
    const email = uniqueEmail('quota');
    for (let count = 0; count < 5; count++)
      expect(await outcomeOf(formOf('devis', { email }))).toBe('/demande-envoyee/devis/');
    expect(await outcomeOf(formOf('devis', { email }))).toBe(
      '/demande-non-envoyee/trop-de-demandes/',
    );
    expect(await storedFor(email)).toHaveLength(5);
  });

  test.each<[string, Fields]>([
    ['a wrong SIRET check digit', formOf('devis', { siret: '73282932000075' })],
    ['an unknown session', formOf('inscription', { session_key: 'cv-2031-01-13-presentiel' })],
    ['a missing required field', formOf('devis', { trainees: null })],
    ['a number that is not one', formOf('devis', { trainees: 'quatre' })],
    ['an unknown kind', formOf('inscription', { kind: 'contact' })],
    ['no kind', formOf('devis').filter(([name]) => name !== 'kind')],
    [
      'unpaired positioning answers',
      [...formOf('inscription'), ['positioning_question', 'Une question ?']],
    ],
  ])('%s → invalide', async (_label, fields) => {
    expect(await outcomeOf(fields)).toBe('/demande-non-envoyee/invalide/');
  });

  test('a body that is not a form, or too large, → invalide, nothing stored', async () => {
    const email = uniqueEmail('format');
    const fields = formOf('devis', { email });
    const asJson = await post(JSON.stringify(Object.fromEntries(fields)), 'application/json');
    expect(asJson.headers.get('location')).toBe(`${SITE}/demande-non-envoyee/invalide/`);
    const huge = await post([...fields, ['message', repeat('m', 200 * 1024)]]);
    expect(huge.status).toBe(303);
    expect(huge.headers.get('location')).toBe(`${SITE}/demande-non-envoyee/invalide/`);
    expect(await storedFor(email)).toHaveLength(0);
  });

  test('only POST: GET answers 405', async () => {
    const answer = await fetch(`${endpoint}?kind=devis`, { redirect: 'manual' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.headers.get('location')).toBeNull();
  });

  test('the Location never carries what was posted', async () => {
    const hostile = 'https://evil.example/\r\nSet-Cookie: x=1';
    for (const fields of [
      formOf('devis', { place: hostile, opco: '//evil.example' }),
      formOf('devis', { siret: hostile }),
      [...formOf('inscription'), ['redirect', 'https://evil.example/'], ['next', '//evil.example']],
    ] as Fields[]) {
      const answer = await post(fields);
      const location = answer.headers.get('location') ?? '';
      expect(location.startsWith(`${SITE}/demande-`)).toBe(true);
      expect(location).not.toContain('evil');
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toBe('');
    }
  });

  test('a database that cannot be reached → indisponible', async () => {
    const fn = await startEdgeFunction('submit-request', {
      SUPABASE_URL: await closedUrl(),
      SUPABASE_ANON_KEY: stack.db.anonKey,
      SITE_URL: SITE,
    });
    try {
      const answer = await post(formOf('devis'), undefined, fn.url);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`${SITE}/demande-non-envoyee/indisponible/`);
    } finally {
      await fn.stop();
    }
  });
});

describe('configuration', () => {
  test('the public key: the publishable key when the project has one, else the legacy anon key', () => {
    const env = (vars: Record<string, string>) => (name: string) => vars[name];
    const publishable = JSON.stringify({ default: 'sb_publishable_x' });
    expect(
      publicKey(env({ SUPABASE_PUBLISHABLE_KEYS: publishable, SUPABASE_ANON_KEY: 'eyJ' })),
    ).toBe('sb_publishable_x');
    expect(publicKey(env({ SUPABASE_ANON_KEY: 'eyJ' }))).toBe('eyJ');
    expect(publicKey(env({ SUPABASE_PUBLISHABLE_KEYS: '{', SUPABASE_ANON_KEY: 'eyJ' }))).toBe(
      'eyJ',
    );
    expect(publicKey(env({}))).toBe('');
  });

  test('without SITE_URL it answers 500 and stores nothing; without a key, indisponible', async () => {
    const email = uniqueEmail('config');
    const noSite = await startEdgeFunction('submit-request', {
      SUPABASE_URL: stack.db.url,
      SUPABASE_ANON_KEY: stack.db.anonKey,
    });
    const noKey = await startEdgeFunction('submit-request', {
      SUPABASE_URL: stack.db.url,
      SITE_URL: SITE,
    });
    try {
      const answer = await post(formOf('devis', { email }), undefined, noSite.url);
      expect(answer.status).toBe(500);
      expect(answer.headers.get('location')).toBeNull();
      const keyless = await post(formOf('devis', { email }), undefined, noKey.url);
      expect(keyless.headers.get('location')).toBe(`${SITE}/demande-non-envoyee/indisponible/`);
      expect(await storedFor(email)).toHaveLength(0);
    } finally {
      await Promise.all([noSite.stop(), noKey.stop()]);
    }
  });
});
