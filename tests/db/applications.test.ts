// public.applications through PostgREST as a visitor (anon): the server column of docs/security.md
// §5.1 (A15–A31, A35) when the island is bypassed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repeat, storeObject, storedRow, submitApplication } from '../support/db-fixtures';
import { uniqueEmail, validApplication } from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

const refused: Array<[string, string, unknown]> = [
  ['A15 empty first name', 'first_name', ''],
  ['A15 whitespace-only first name', 'first_name', '   '],
  ['A15 101-character first name', 'first_name', repeat('a', 101)],
  ['A15 300-character first name', 'first_name', repeat('a', 300)],
  ['A15 empty last name', 'last_name', ''],
  ['A15 101-character last name', 'last_name', repeat('é', 101)],
  ['A17 <script> in a name', 'first_name', '<script>alert(1)</script>'],
  ['A17 <b> in a name', 'last_name', '<b>Martin</b>'],
  ['A17 attribute injection in a name', 'first_name', '"><img src=x onerror=alert(1)>'],
  ['A18 right-to-left override', 'first_name', 'Zoë\u202efdp.exe'],
  ['A18 zero-width space', 'last_name', 'Mar\u200btin'],
  ['A18 byte order mark', 'first_name', '\ufeffZoë'],
  ['A18 newline', 'first_name', 'Zoë\nMartin'],
  ['A18 tab', 'last_name', 'Mar\ttin'],
  ['A20 accented local part', 'email', 'josé@exemple.fr'],
  ['A20 accented domain', 'email', 'user@café.fr'],
  ['A22 domain without dot', 'email', 'a@b'],
  ['A22 two at signs', 'email', 'a@@b.fr'],
  ['A22 255 characters', 'email', `${repeat('a', 244)}@exemple.fr`],
  ['A22 header injection', 'email', 'a@b.fr\nBcc: x@y.fr'],
  ['A24 letters', 'phone', '06-AB'],
  ['A24 30 digits', 'phone', repeat('1', 30)],
  ['A24 several plus signs', 'phone', '+++33'],
  ['A25 201-character training', 'formation_souhaitee', repeat('f', 201)],
  ['A26 5 001-character motivation', 'motivation', repeat('m', 5001)],
];

describe('CHECK constraints (23514, named after the field)', () => {
  test.each(refused)('%s', async (_label, field, value) => {
    const { error, status } = await submitApplication(stack, validApplication({ [field]: value }));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`"applications_${field}_check"`);
  });

  test('A29 a CV key from another application or an absolute URL is refused', async () => {
    const other = validApplication();
    for (const cv_url of [other.cv_url, 'https://evil.example/cv.pdf']) {
      const { error } = await submitApplication(stack, validApplication({ cv_url }));
      expect(error?.message).toContain('"applications_cv_url_check"');
    }
    const { error } = await submitApplication(
      stack,
      validApplication({ lettre_motivation_url: `${other.id}/lettre.pdf` }),
    );
    expect(error?.message).toContain('"applications_lettre_motivation_url_check"');
  });

  test('A18 a NUL character never reaches a column (22P05)', async () => {
    const { error } = await submitApplication(stack, validApplication({ first_name: 'Zo\u0000ë' }));
    expect(error?.code).toBe('22P05');
  });
});

describe('accepted values', () => {
  test.each(['Zoë', "N'Diaye", 'O’Brien', 'Jean-Éric', '李', 'Müller-Lüdenscheidt'])(
    'A16 name %s is stored',
    async (name) => {
      const row = validApplication({ first_name: name, last_name: name });
      const { error, status } = await submitApplication(stack, row);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await storedRow(stack, 'applications', row.id)).toMatchObject({
        first_name: name,
        last_name: name,
      });
    },
  );

  test('A16 names are trimmed, NFC-normalised and their inner spaces collapsed', async () => {
    const row = validApplication({ first_name: '  Zoe\u0308  ', last_name: 'Le   Gall ' });
    expect((await submitApplication(stack, row)).error).toBeNull();
    const stored = await storedRow(stack, 'applications', row.id);
    expect(stored).toMatchObject({ first_name: 'Zoë', last_name: 'Le Gall' });
    expect(stored?.first_name).toBe('Zo\u00eb');
  });

  test('A15 bounds: one character and 100 characters are accepted', async () => {
    for (const first_name of ['L', repeat('a', 100)]) {
      expect((await submitApplication(stack, validApplication({ first_name }))).error).toBeNull();
    }
  });

  test('A19 SQL-looking text is stored verbatim', async () => {
    const last_name = "Robert'); DROP TABLE applications;--";
    const row = validApplication({ last_name });
    expect((await submitApplication(stack, row)).status).toBe(201);
    expect(await storedRow(stack, 'applications', row.id)).toMatchObject({ last_name });
  });

  test('A21 the e-mail is trimmed and lower-cased', async () => {
    const local = uniqueEmail('Zoe').split('@')[0];
    const row = validApplication({ email: ` ${local}@Example.FR ` });
    expect((await submitApplication(stack, row)).error).toBeNull();
    expect(await storedRow(stack, 'applications', row.id)).toMatchObject({
      email: `${local.toLowerCase()}@example.fr`,
    });
  });

  test.each([
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['', null],
  ])('A23 phone %j is stored as %j', async (phone, stored) => {
    const row = validApplication({ phone });
    expect((await submitApplication(stack, row)).error).toBeNull();
    expect(await storedRow(stack, 'applications', row.id)).toMatchObject({ phone: stored });
  });

  test('A25 a 200-character training and A26 a 5 000-character motivation with newlines, emoji and HTML are stored', async () => {
    const start = 'Ligne 1\nLigne 2 👍🏽 <b>gras</b>\n';
    const motivation = start + repeat('m', 5000 - [...start].length);
    const row = validApplication({ formation_souhaitee: repeat('f', 200), motivation });
    expect((await submitApplication(stack, row)).error).toBeNull();
    expect(await storedRow(stack, 'applications', row.id)).toMatchObject({ motivation });
  });

  test('A1 a new application gets the status Reçue and a server timestamp', async () => {
    const row = validApplication();
    row.lettre_motivation_url = `${row.id}/lettre.pdf`;
    const before = Date.now();
    expect((await submitApplication(stack, row)).status).toBe(201);
    const stored = await storedRow(stack, 'applications', row.id);
    expect(stored?.status).toBe('Reçue');
    expect((stored?.created_at as Date).getTime()).toBeGreaterThanOrEqual(before - 5000);
  });
});

describe('columns and files the visitor does not control', () => {
  test.each([
    ['status', 'Acceptée'],
    ['created_at', '2020-01-01T00:00:00Z'],
  ])('A27 sending %s is refused (42501)', async (column, value) => {
    const { error, status } = await submitApplication(stack, validApplication({ [column]: value }));
    expect(error?.code).toBe('42501');
    expect(status).toBe(401);
  });

  test('A28 an unknown column is refused (PGRST204)', async () => {
    const { error, status } = await submitApplication(stack, validApplication({ is_admin: true }));
    expect(error?.code).toBe('PGRST204');
    expect(status).toBe(400);
  });

  test('A30 a row without its uploaded CV or letter is refused (23503)', async () => {
    const row = validApplication();
    const withoutCv = await stack.client('anon').from('applications').insert(row);
    expect(withoutCv).toMatchObject({
      status: 409,
      error: { code: '23503', message: 'cv_missing' },
    });

    const second = validApplication();
    second.lettre_motivation_url = `${second.id}/lettre.pdf`;
    await storeObject(stack, second.cv_url);
    const withoutLetter = await stack.client('anon').from('applications').insert(second);
    expect(withoutLetter).toMatchObject({
      status: 409,
      error: { code: '23503', message: 'lettre_missing' },
    });
    expect(await storedRow(stack, 'applications', second.id)).toBeUndefined();
  });
});

describe('double submit and quota', () => {
  test('A31 the same uuid twice answers 23505 and stores one application', async () => {
    const row = validApplication();
    expect((await submitApplication(stack, row)).status).toBe(201);
    const again = await submitApplication(stack, row);
    expect(again).toMatchObject({ status: 409, error: { code: '23505' } });
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.applications where email = $1',
      [row.email],
    );
    expect(rows[0].n).toBe(1);
  });

  test('A35 a fourth application with the same e-mail within 24 h answers 429', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 3; index += 1) {
      expect((await submitApplication(stack, validApplication({ email }))).status).toBe(201);
    }
    const fourth = await submitApplication(stack, validApplication({ email: email.toUpperCase() }));
    expect(fourth.status).toBe(429);
    expect(fourth.error?.code).toBe('RATE_LIMITED');
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.applications where email = $1',
      [email],
    );
    expect(rows[0].n).toBe(3);
  });

  test('A35 applications older than 24 h do not count', async () => {
    const email = uniqueEmail();
    for (let index = 0; index < 3; index += 1)
      await submitApplication(stack, validApplication({ email }));
    await stack.sql.query(
      "update public.applications set created_at = now() - interval '25 hours' where email = $1",
      [email],
    );
    expect((await submitApplication(stack, validApplication({ email }))).status).toBe(201);
  });

  test('A31 a retry of a stored application answers 23505, not 429, once the quota is reached', async () => {
    const email = uniqueEmail();
    const rows = [
      validApplication({ email }),
      validApplication({ email }),
      validApplication({ email }),
    ];
    for (const row of rows) await submitApplication(stack, row);
    const retry = await submitApplication(stack, rows[2]);
    expect(retry.error?.code).toBe('23505');
  });
});
