// public.contact_requests through PostgREST as a visitor: which columns each kind requires and
// forbids, the field rules (docs/security.md §5.3 C1–C6), idempotency and the per-e-mail quota.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repeat, storedRow } from '../support/db-fixtures';
import { uniqueEmail, validContactRequest } from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  // A registration names a training of the catalogue mirror (contact_requests_formation_fkey).
  await syncTestCatalogue(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

type Kind = 'inscription' | 'entreprise' | 'contact';

const send = (payload: Record<string, unknown>) =>
  stack
    .client('anon')
    .from('contact_requests')
    .insert(payload as { id: string; kind: string; email: string });

/** Birth date `years` years before today (UTC), as an ISO date. */
function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

describe('each kind', () => {
  test.each<Kind>(['inscription', 'entreprise', 'contact'])(
    'a complete %s request is stored, not handled yet',
    async (kind) => {
      const payload = validContactRequest(kind);
      const { error, status } = await send(payload);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
        kind,
        handled: false,
      });
    },
  );

  const required: Array<[Kind, string]> = [
    ['inscription', 'prenom'],
    ['inscription', 'nom'],
    ['inscription', 'date_naissance'],
    ['inscription', 'adresse'],
    ['inscription', 'telephone'],
    ['inscription', 'formation'],
    ['inscription', 'modalite'],
    ['inscription', 'situation'],
    ['entreprise', 'entreprise'],
    ['entreprise', 'contact'],
    ['entreprise', 'telephone'],
    ['entreprise', 'message'],
    ['contact', 'name'],
    ['contact', 'subject'],
    ['contact', 'message'],
  ];

  test.each(required)('C5 %s without %s is refused', async (kind, field) => {
    const { error } = await send(validContactRequest(kind, { [field]: null }));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`"contact_requests_${field}_check"`);
  });

  test.each<[Kind, string, string]>([
    ['inscription', 'prenom', '   '],
    ['entreprise', 'message', ' \n '],
    ['contact', 'subject', '  '],
  ])('C5 %s with a whitespace-only %s is refused', async (kind, field, value) => {
    const { error } = await send(validContactRequest(kind, { [field]: value }));
    expect(error?.message).toContain(`"contact_requests_${field}_check"`);
  });

  test.each<[Kind, string, unknown]>([
    ['contact', 'prenom', 'Jean'],
    ['contact', 'telephone', '06 12 34 56 78'],
    ['entreprise', 'commentaires', 'Hors sujet'],
    ['inscription', 'message', 'Réservé aux autres formulaires'],
    ['inscription', 'subject', 'Sujet'],
  ])('a %s request carrying %s is refused', async (kind, field, value) => {
    const { error } = await send(validContactRequest(kind, { [field]: value }));
    expect(error?.message).toContain(`"contact_requests_${field}_check"`);
  });

  test('an unknown kind is refused', async () => {
    const { error } = await send(validContactRequest('contact', { kind: 'rappel' }));
    expect(error?.message).toContain('"contact_requests_kind_check"');
  });

  test('the optional comment of a registration may be left out', async () => {
    expect(
      (await send(validContactRequest('inscription', { commentaires: null }))).error,
    ).toBeNull();
  });
});

describe('field rules', () => {
  const refused: Array<[string, Kind, string, unknown]> = [
    ['C2 e-mail with CRLF', 'contact', 'email', 'a@b.fr\r\nBcc: x@y.fr'],
    ['C2 accented e-mail', 'entreprise', 'email', 'contact@boulangerie-école.fr'],
    ['C3 5 001-character message', 'contact', 'message', repeat('m', 5001)],
    ['C3 5 001-character comment', 'inscription', 'commentaires', repeat('c', 5001)],
    ['C4 markup in a name', 'contact', 'name', '<img src=x onerror=alert(1)>'],
    ['C6 birth date in the future', 'inscription', 'date_naissance', yearsAgo(-1)],
    ['C6 birth year 1800', 'inscription', 'date_naissance', '1800-01-01'],
    ['C6 aged 13', 'inscription', 'date_naissance', yearsAgo(14, 2)],
    ['C6 aged 101', 'inscription', 'date_naissance', yearsAgo(101)],
    ['unknown training code', 'inscription', 'formation', 'XX'],
    ['study format without accent', 'inscription', 'modalite', 'presentiel'],
    ['unknown situation', 'inscription', 'situation', 'retraite'],
    ['phone with letters', 'entreprise', 'telephone', '01-AB-CD'],
    ['201-character subject', 'contact', 'subject', repeat('s', 201)],
    ['201-character company', 'entreprise', 'entreprise', repeat('e', 201)],
    ['301-character address', 'inscription', 'adresse', repeat('a', 301)],
    ['bidi override in a message', 'contact', 'message', 'Bonjour \u202eevil'],
  ];

  test.each(refused)('%s is refused', async (_label, kind, field, value) => {
    const { error, status } = await send(validContactRequest(kind, { [field]: value }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`"contact_requests_${field}_check"`);
  });

  test('C6 a birth date that is not a date is refused before any constraint (22008)', async () => {
    const { error, status } = await send(
      validContactRequest('inscription', { date_naissance: '2000-02-31' }),
    );
    expect(status).toBe(400);
    expect(error?.code).toBe('22008');
  });

  test('C6 bounds: aged exactly 14 and 100 are accepted', async () => {
    for (const date_naissance of [yearsAgo(14), yearsAgo(100, 1)]) {
      expect((await send(validContactRequest('inscription', { date_naissance }))).error).toBeNull();
    }
  });

  test('C1 and C4 mail-header tricks and markup are stored as literal text', async () => {
    const message = 'Bonjour &cc=attacker@x.y ?bcc=z@y.fr %0A #ancre <b>gras</b>\nDeuxième ligne';
    const payload = validContactRequest('contact', { message, subject: 'Sujet & ?cc=x' });
    expect((await send(payload)).error).toBeNull();
    expect(await storedRow(stack, 'contact_requests', payload.id as string)).toMatchObject({
      message,
      subject: 'Sujet & ?cc=x',
    });
  });

  test('C3 a 5 000-character message is accepted', async () => {
    expect(
      (await send(validContactRequest('contact', { message: repeat('m', 5000) }))).error,
    ).toBeNull();
  });

  test('the columns staff own cannot be sent (42501)', async () => {
    for (const extra of [{ handled: true }, { created_at: '2020-01-01T00:00:00Z' }]) {
      const { error } = await send(validContactRequest('contact', extra));
      expect(error?.code).toBe('42501');
    }
  });
});

describe('double submit and quota', () => {
  test('the same uuid twice answers 23505 and stores one request', async () => {
    const payload = validContactRequest('entreprise');
    expect((await send(payload)).status).toBe(201);
    expect(await send(payload)).toMatchObject({ status: 409, error: { code: '23505' } });
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.contact_requests where email = $1',
      [payload.email],
    );
    expect(rows[0].n).toBe(1);
  });

  test('a sixth request with the same e-mail within 24 h answers 429, whatever the kind', async () => {
    const email = uniqueEmail('demande');
    const kinds: Kind[] = ['inscription', 'entreprise', 'contact', 'contact', 'contact'];
    for (const kind of kinds)
      expect((await send(validContactRequest(kind, { email }))).status).toBe(201);
    const sixth = await send(validContactRequest('contact', { email: ` ${email.toUpperCase()}` }));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('RATE_LIMITED');
  });
});
