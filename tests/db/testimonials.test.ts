// public.testimonials through PostgREST as a visitor: the server column of security.md §5.2
// (T2–T10) and the legacy insert of SPEC §7.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { repeat, validTestimonial } from '../support/db-fixtures';
import { startDbStack, type DbStack } from '../support/db-stack';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

const propose = (payload: Record<string, unknown>) =>
  stack.client('anon').from('testimonials').insert(payload as ReturnType<typeof validTestimonial>);

async function storedByText(text: string) {
  const { rows } = await stack.sql.query('select * from public.testimonials where text = $1', [text]);
  return rows;
}

describe('insert', () => {
  test('T1 an insert without returning succeeds and stays pending, invisible to visitors', async () => {
    const payload = validTestimonial({ text: 'Très bonne formation, je recommande vivement.' });
    const { error, status } = await propose(payload);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await storedByText(payload.text)).toMatchObject([{ validated: false }]);
    const { data } = await stack.client('anon').from('testimonials').select('text');
    expect(data?.map((row) => row.text)).not.toContain(payload.text);
  });

  test('T8 the legacy insert returning the row fails even for valid input (42501)', async () => {
    const payload = validTestimonial({ text: 'Avec .select() comme dans le site historique.' });
    const { error } = await stack.client('anon').from('testimonials').insert(payload).select();
    expect(error?.code).toBe('42501');
    expect(await storedByText(payload.text)).toEqual([]);
  });

  test.each([
    ['validated', true, '42501', 401],
    ['created_at', '2020-01-01T00:00:00Z', '42501', 401],
    // Identity column: Postgres refuses a value before privileges are even checked.
    ['id', 999, '428C9', 400],
  ])('T7 sending %s is refused (%s) and nothing is stored', async (column, value, code, httpStatus) => {
    const payload = validTestimonial({ [column]: value, text: `Tentative d’envoyer ${column} moi-même.` });
    const { error, status } = await propose(payload);
    expect(error?.code).toBe(code);
    expect(status).toBe(httpStatus);
    expect(await storedByText(payload.text as string)).toEqual([]);
  });

  test('T7 even the table owner cannot insert a published testimonial: the trigger makes it pending', async () => {
    const text = 'Insertion directe par le propriétaire de la table.';
    await stack.sql.query("insert into public.testimonials (name, formation, rating, text, validated) values ('Staff', 'Formation', 5, $1, true)", [text]);
    expect(await storedByText(text)).toMatchObject([{ validated: false }]);
  });
});

describe('CHECK constraints', () => {
  const refused: Array<[string, string, unknown, string]> = [
    ['T2 rating 0', 'rating', 0, '23514'],
    ['T2 rating 6', 'rating', 6, '23514'],
    ['T2 rating 3.5', 'rating', 3.5, '22P02'],
    ['T2 rating "5; drop table"', 'rating', '5; drop table testimonials', '22P02'],
    ['T3 empty name', 'name', '', '23514'],
    ['T3 one-character name', 'name', 'A', '23514'],
    ['T3 81-character name', 'name', repeat('n', 81), '23514'],
    ['T3 whitespace-only name', 'name', '    ', '23514'],
    ['T4 9-character text', 'text', repeat('t', 9), '23514'],
    ['T4 2 001-character text', 'text', repeat('t', 2001), '23514'],
    ['T4 whitespace-only text', 'text', repeat(' ', 30), '23514'],
    ['T6 bidi override in the name', 'name', 'Camille \u202eD.', '23514'],
    ['T6 bidi isolate in the text', 'text', 'Très bien \u2067caché\u2069 vraiment.', '23514'],
    ['formation of one character', 'formation', 'F', '23514'],
    ['formation of 151 characters', 'formation', repeat('f', 151), '23514'],
  ];

  test.each(refused)('%s is refused (%s)', async (_label, field, value, code) => {
    const { error, status } = await propose(validTestimonial({ [field]: value }));
    expect(status).toBe(400);
    expect(error?.code).toBe(code);
    if (code === '23514') expect(error?.message).toContain(`"testimonials_${field}_check"`);
  });

  test('T2 the string "5" is read as the rating 5', async () => {
    const text = 'Note envoyée sous forme de texte par un script.';
    expect((await propose(validTestimonial({ rating: '5', text }))).error).toBeNull();
    expect(await storedByText(text)).toMatchObject([{ rating: 5 }]);
  });

  test('bounds: 2 and 80 characters of name, 10 and 2 000 characters of text are accepted', async () => {
    for (const payload of [
      validTestimonial({ name: 'Al', text: repeat('x', 10) }),
      validTestimonial({ name: repeat('n', 80), text: repeat('y', 2000) }),
    ]) {
      expect((await propose(payload)).error).toBeNull();
    }
  });

  test('T5 markup, links, emoji and joiners are stored verbatim', async () => {
    const text = '<script>alert(1)</script> **gras** https://exemple.fr 👍🏽 👨‍👩‍👧 [lien](javascript:alert(1))';
    expect((await propose(validTestimonial({ text }))).error).toBeNull();
    expect(await storedByText(text)).toHaveLength(1);
  });
});

describe('read', () => {
  test('the seed publishes the three placeholder testimonials of content/data/testimonials.yaml', async () => {
    const placeholders = parse(await readFile(new URL('../../content/data/testimonials.yaml', import.meta.url), 'utf8')) as Array<Record<string, unknown>>;
    const { rows } = await stack.sql.query(`
      select name, formation, rating, text, to_char(created_at, 'YYYY-MM-DD') as created_at
      from public.testimonials where validated and name = any($1) order by created_at desc`, [placeholders.map((item) => item.name)]);
    expect(rows).toEqual(placeholders.map(({ name, formation, rating, text, created_at }) => ({ name, formation, rating, text, created_at: String(created_at) })));
  });

  test('T10 visitors see validated rows only, newest first, whatever the filter', async () => {
    await stack.sql.query("update public.testimonials set validated = true, created_at = now() + interval '1 minute' where name = 'Al'");
    const client = stack.client('anon');
    const all = await client.from('testimonials').select('*').order('created_at', { ascending: false });
    expect(all.data?.every((row) => row.validated)).toBe(true);
    expect(all.data?.[0]?.name).toBe('Al');
    expect(all.data?.map((row) => row.name)).toEqual(expect.arrayContaining(['Sarah B.', 'Mehdi K.', 'Julie R.']));

    const pending = await client.from('testimonials').select('*').eq('validated', false);
    expect(pending.data).toEqual([]);
    const either = await client.from('testimonials').select('*').or('validated.eq.false,validated.eq.true').limit(100000);
    expect(either.data).toHaveLength(all.data?.length ?? -1);
  });
});
