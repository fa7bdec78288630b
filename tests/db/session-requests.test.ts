// Registration for a chosen session, the waiting list, the company quote and the positioning answers
// (issue 45, supabase/migrations/20261128130000_session_requests.sql) through PostgREST as a visitor.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repeat, storedRow } from '../support/db-fixtures';
import { SESSIONS, TRAINING_TITLES, syncTestCatalogue } from '../support/catalogue-fixture';
import { FIELD_LIMITS, POSITIONING_LIMITS, TRAINEES_LIMITS } from '../../src/schemas/field-limits';
import { uniqueEmail, validContactRequest } from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

const send = (payload: Record<string, unknown>) =>
  stack
    .client('anon')
    .from('contact_requests')
    .insert(payload as { id: string; kind: string; email: string });

const registration = (overrides: Record<string, unknown> = {}) =>
  validContactRequest('inscription', { session_key: SESSIONS.cv, ...overrides });

/** Runs `body` with a session changed in the mirror, then puts it back. */
async function withSession(key: string, change: string, body: () => Promise<void>) {
  const { rows } = await stack.sql.query<Record<string, unknown>>(
    'select registration_deadline, seats_left, withdrawn_at from public.training_sessions where key = $1',
    [key],
  );
  await stack.sql.query(`update public.training_sessions set ${change} where key = $1`, [key]);
  try {
    await body();
  } finally {
    await stack.sql.query(
      'update public.training_sessions set registration_deadline = $2, seats_left = $3, withdrawn_at = $4 where key = $1',
      [key, rows[0]!.registration_deadline, rows[0]!.seats_left, rows[0]!.withdrawn_at],
    );
  }
}

const refusedBy = (error: { code?: string; message?: string } | null, name: string) => {
  expect(error?.message).toContain(`"${name}"`);
};

describe('the chosen session', () => {
  test('a registration names its session; the title comes from the catalogue', async () => {
    const payload = registration();
    const { error, status } = await send(payload);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
      session_key: SESSIONS.cv,
      formation: 'CV',
      training_title: TRAINING_TITLES.CV,
      waiting_list: false,
    });
  });

  test('without a session it asks to be called back for a next one', async () => {
    const payload = validContactRequest('inscription', { formation: 'EC' });
    expect((await send(payload)).error).toBeNull();
    expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
      session_key: null,
      training_title: TRAINING_TITLES.EC,
    });
  });

  test('an unknown session is refused by the foreign key', async () => {
    const { error } = await send(registration({ session_key: 'cv-2031-01-13-presentiel' }));
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('contact_requests_session_fkey');
  });

  test('a session of another training is refused by the foreign key', async () => {
    const { error } = await send(registration({ session_key: SESSIONS.ec }));
    expect(error?.code).toBe('23503');
    expect(error?.message).toContain('contact_requests_session_fkey');
  });

  test('a withdrawn session is refused as closed', async () => {
    const { error } = await send(
      registration({ formation: 'EC', session_key: SESSIONS.ecWithdrawn }),
    );
    expect(error?.code).toBe('23514');
    refusedBy(error, 'contact_requests_session_open_check');
  });

  test('a session past its registration deadline is refused as closed', async () => {
    const { error } = await send(registration({ session_key: SESSIONS.cvPast }));
    expect(error?.code).toBe('23514');
    refusedBy(error, 'contact_requests_session_open_check');
  });

  test('the deadline is the last day (Paris date): open on it, closed the day after', async () => {
    const today = "(now() at time zone 'Europe/Paris')::date";
    await withSession(SESSIONS.ec, `registration_deadline = ${today}`, async () => {
      expect(
        (await send(registration({ formation: 'EC', session_key: SESSIONS.ec }))).error,
      ).toBeNull();
    });
    await withSession(SESSIONS.ec, `registration_deadline = ${today} - 1`, async () => {
      const { error } = await send(registration({ formation: 'EC', session_key: SESSIONS.ec }));
      refusedBy(error, 'contact_requests_session_open_check');
    });
  });

  test('a session only belongs to a registration', async () => {
    const { error } = await send(validContactRequest('devis', { session_key: SESSIONS.cv }));
    refusedBy(error, 'contact_requests_session_key_check');
  });
});

describe('the waiting list', () => {
  test('a full session takes waiting-list requests, recorded as such', async () => {
    await withSession(SESSIONS.ecAlternance, 'seats_left = 0', async () => {
      const payload = registration({
        formation: 'EC',
        session_key: SESSIONS.ecAlternance,
        waiting_list: true,
      });
      expect((await send(payload)).error).toBeNull();
      expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
        session_key: SESSIONS.ecAlternance,
        waiting_list: true,
      });
    });
  });

  test('a plain registration for a full session is refused: the seat count changed', async () => {
    await withSession(SESSIONS.ecAlternance, 'seats_left = 0', async () => {
      const { error } = await send(
        registration({ formation: 'EC', session_key: SESSIONS.ecAlternance }),
      );
      expect(error?.code).toBe('23514');
      refusedBy(error, 'contact_requests_waiting_list_check');
    });
  });

  test('a waiting-list request for a session with seats left is refused', async () => {
    const { error } = await send(registration({ waiting_list: true }));
    expect(error?.code).toBe('23514');
    refusedBy(error, 'contact_requests_waiting_list_check');
  });

  test('a session without a dated seat count is not full', async () => {
    await withSession(SESSIONS.ec, 'seats_left = null', async () => {
      const open = registration({ formation: 'EC', session_key: SESSIONS.ec });
      expect((await send(open)).error).toBeNull();
      const { error } = await send({ ...open, id: crypto.randomUUID(), waiting_list: true });
      refusedBy(error, 'contact_requests_waiting_list_check');
    });
  });

  test.each([
    [
      'a registration without a session',
      validContactRequest('inscription', { waiting_list: true }),
    ],
    ['a quote', validContactRequest('devis', { waiting_list: true })],
  ])('%s is never on a waiting list', async (_label, payload) => {
    refusedBy((await send(payload)).error, 'contact_requests_waiting_list_check');
  });
});

describe('the training', () => {
  test('the title is not the visitor’s to send (42501)', async () => {
    const { error } = await send(registration({ training_title: 'Formation CV' }));
    expect(error?.code).toBe('42501');
  });

  test.each(['XX', 'MUM'])('a code the catalogue does not hold (%s) is refused', async (code) => {
    const { error } = await send(validContactRequest('inscription', { formation: code }));
    expect(error?.code).toBe('23514');
    refusedBy(error, 'contact_requests_formation_check');
  });

  test('a withdrawn training takes no request', async () => {
    await stack.sql.query("update public.trainings set withdrawn_at = now() where code = 'EC'");
    try {
      const { error } = await send(validContactRequest('devis', { formation: 'EC' }));
      refusedBy(error, 'contact_requests_formation_check');
    } finally {
      await stack.sql.query("update public.trainings set withdrawn_at = null where code = 'EC'");
    }
  });

  test('every kind with a training carries its title; the others none', async () => {
    const quote = validContactRequest('devis');
    const message = validContactRequest('contact');
    expect((await send(quote)).error).toBeNull();
    expect((await send(message)).error).toBeNull();
    expect(await storedRow(stack, 'contact_requests', quote.id as string)).toMatchObject({
      training_title: TRAINING_TITLES.CV,
    });
    expect(await storedRow(stack, 'contact_requests', message.id as string)).toMatchObject({
      training_title: null,
    });
  });
});

describe('the positioning answers', () => {
  const answer = (question: unknown, value: unknown) => ({ question, answer: value });

  test('stored with the questions as asked, trimmed', async () => {
    const payload = registration({
      positioning: [
        answer('  Avez-vous déjà travaillé en magasin ?', 'Oui, deux ans.\n'),
        answer('Votre niveau en bureautique ?', 'Débutant'),
      ],
    });
    expect((await send(payload)).error).toBeNull();
    expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
      positioning: [
        answer('Avez-vous déjà travaillé en magasin ?', 'Oui, deux ans.'),
        answer('Votre niveau en bureautique ?', 'Débutant'),
      ],
    });
  });

  test(`${POSITIONING_LIMITS.answers.max} answers at most`, async () => {
    const most = Array.from({ length: POSITIONING_LIMITS.answers.max }, (_, i) =>
      answer(`Question ${i + 1}`, 'Oui'),
    );
    expect((await send(registration({ positioning: most }))).error).toBeNull();
    const { error } = await send(
      registration({ positioning: [...most, answer('Une de trop', 'Oui')] }),
    );
    refusedBy(error, 'contact_requests_positioning_check');
  });

  test.each<[string, unknown]>([
    ['an object', { question: 'Q', answer: 'R' }],
    ['an empty list', []],
    ['a string item', ['Oui']],
    ['an extra key', [{ question: 'Q', answer: 'R', score: 3 }]],
    ['a missing answer', [{ question: 'Q' }]],
    ['a number as answer', [answer('Q', 3)]],
    ['an empty question', [answer('  ', 'R')]],
    ['an empty answer', [answer('Q', ' ')]],
    ['a question too long', [answer(repeat('q', POSITIONING_LIMITS.question.max + 1), 'R')]],
    ['an answer too long', [answer('Q', repeat('r', POSITIONING_LIMITS.answer.max + 1))]],
    ['a line break in a question', [answer('Q\nR', 'R')]],
    ['a bidi override in an answer', [answer('Q', 'R\u202e')]],
  ])('%s is refused', async (_label, positioning) => {
    refusedBy(
      (await send(registration({ positioning }))).error,
      'contact_requests_positioning_check',
    );
  });

  test('limits reached exactly are accepted', async () => {
    const { question, answer: reply } = POSITIONING_LIMITS;
    const positioning = [answer(repeat('q', question.max), `${repeat('r', reply.max - 2)}\nr`)];
    expect((await send(registration({ positioning }))).error).toBeNull();
  });

  test('only a registration has positioning answers', async () => {
    const { error } = await send(validContactRequest('devis', { positioning: [answer('Q', 'R')] }));
    refusedBy(error, 'contact_requests_positioning_check');
  });
});

describe('the quote request (devis)', () => {
  test('a complete quote is stored, SIRET without its spaces, message optional', async () => {
    const payload = validContactRequest('devis');
    expect((await send(payload)).error).toBeNull();
    expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
      kind: 'devis',
      siret: '73282932000074',
      trainees: 4,
      quote_format: 'intra',
      place: 'Villeurbanne',
      message: null,
    });
  });

  test.each([
    'entreprise',
    'contact',
    'telephone',
    'formation',
    'trainees',
    'preferred_period',
    'quote_format',
  ])('without %s it is refused', async (field) => {
    const { error } = await send(validContactRequest('devis', { [field]: null }));
    expect(error?.code).toBe('23514');
    refusedBy(error, `contact_requests_${field}_check`);
  });

  const { preferred_period, place, opco, message } = FIELD_LIMITS.contact_requests;
  test.each<[string, unknown, boolean]>([
    ['trainees', TRAINEES_LIMITS.min, true],
    ['trainees', TRAINEES_LIMITS.max, true],
    ['trainees', TRAINEES_LIMITS.min - 1, false],
    ['trainees', TRAINEES_LIMITS.max + 1, false],
    ['preferred_period', repeat('p', preferred_period.max), true],
    ['preferred_period', repeat('p', preferred_period.max + 1), false],
    ['preferred_period', '   ', false],
    ['quote_format', 'inter', true],
    ['quote_format', 'distanciel', true],
    ['quote_format', 'sur mesure', false],
    ['opco', null, true],
    ['opco', '', true],
    ['opco', repeat('o', opco.max), true],
    ['opco', repeat('o', opco.max + 1), false],
    ['place', repeat('l', place.max), true],
    ['place', repeat('l', place.max + 1), false],
    ['message', 'Plutôt le matin.', true],
    ['message', repeat('m', message.max + 1), false],
  ])('%s = %j: stored %s', async (field, value, stored) => {
    const { error } = await send(validContactRequest('devis', { [field]: value }));
    if (stored) expect(error).toBeNull();
    else refusedBy(error, `contact_requests_${field}_check`);
  });

  test('the place is required in the company (intra), optional otherwise', async () => {
    refusedBy(
      (await send(validContactRequest('devis', { place: '  ' }))).error,
      'contact_requests_place_check',
    );
    const inter = validContactRequest('devis', { quote_format: 'inter', place: null });
    expect((await send(inter)).error).toBeNull();
  });

  test.each<[string, string | null, boolean]>([
    ['no SIRET', null, true],
    ['a valid check digit', '73282932000074', true],
    ['a valid one written with no-break spaces', '732\u00a0829\u00a0320\u00a000074', true],
    ['a wrong check digit', '73282932000075', false],
    ['13 digits', '7328293200007', false],
    ['letters', '7328293200007A', false],
    ['La Poste, digits adding up to a multiple of 5 (not Luhn)', '35600000000001', true],
    ['La Poste, digits not adding up to a multiple of 5', '35600000012345', false],
    ['La Poste’s head office (Luhn)', '35600000000048', true],
  ])('%s: stored %s', async (_label, siret, stored) => {
    const { error } = await send(validContactRequest('devis', { siret }));
    if (stored) expect(error).toBeNull();
    else {
      expect(error?.code).toBe('23514');
      refusedBy(error, 'contact_requests_siret_check');
    }
  });

  test.each<[string, string]>([
    ['siret', '73282932000074'],
    ['trainees', '3'],
    ['quote_format', 'inter'],
    ['opco', 'OPCO EP'],
  ])('a registration with a quote field (%s) is refused', async (field, value) => {
    refusedBy(
      (await send(registration({ [field]: value }))).error,
      `contact_requests_${field}_check`,
    );
  });
});

describe('the request rules', () => {
  test('one row per call, even of the new kind', async () => {
    const rows = [validContactRequest('devis'), registration()];
    const { error, status } = await stack
      .client('anon')
      .from('contact_requests')
      .insert(rows as never);
    expect(status).toBe(400);
    expect(error?.code).toBe('SINGLE_ROW_ONLY');
    const { rows: stored } = await stack.sql.query(
      'select 1 from public.contact_requests where id = any($1::uuid[])',
      [rows.map((row) => row.id)],
    );
    expect(stored).toHaveLength(0);
  });

  test('quotes and registrations count in the same 5 per e-mail per 24 h', async () => {
    const email = uniqueEmail('quota');
    for (const payload of [
      validContactRequest('devis', { email }),
      registration({ email }),
      validContactRequest('inscription', { email }),
      validContactRequest('devis', { email }),
      validContactRequest('contact', { email }),
    ])
      expect((await send(payload)).error).toBeNull();
    const sixth = await send(validContactRequest('devis', { email }));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('RATE_LIMITED');
  });

  test('no read-back: a visitor selects nothing, and cannot ask the row back', async () => {
    const payload = validContactRequest('devis');
    const back = await stack
      .client('anon')
      .from('contact_requests')
      .insert(payload as never)
      .select();
    expect(back.error?.code).toBe('42501');
    expect((await send(payload)).error).toBeNull();
    const read = await stack.client('anon').from('contact_requests').select('id, siret');
    expect(read.error?.code).toBe('42501');
  });
});
