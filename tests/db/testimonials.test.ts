// public.testimonials through PostgREST as a visitor: the server column of docs/security.md §5.2
// (T2–T10) and the legacy insert of docs/product.md §7.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { repeat } from '../support/db-fixtures';
import { publishExampleTestimonials, validTestimonial } from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;
/** Reviews the seed alone published (read before the tests add theirs). */
let seededReviews: number;

beforeAll(async () => {
  stack = await startDbStack();
  seededReviews = (await stack.sql.query('select count(*)::int as count from public.testimonials'))
    .rows[0].count;
  await publishExampleTestimonials(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

const propose = (payload: Record<string, unknown>) =>
  stack
    .client('anon')
    .from('testimonials')
    .insert(payload as ReturnType<typeof validTestimonial>);

async function storedByText(text: string) {
  const { rows } = await stack.sql.query('select * from public.testimonials where text = $1', [
    text,
  ]);
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
  ])(
    'T7 sending %s is refused (%s) and nothing is stored',
    async (column, value, code, httpStatus) => {
      const payload = validTestimonial({
        [column]: value,
        text: `Tentative d’envoyer ${column} moi-même.`,
      });
      const { error, status } = await propose(payload);
      expect(error?.code).toBe(code);
      expect(status).toBe(httpStatus);
      expect(await storedByText(payload.text as string)).toEqual([]);
    },
  );

  test('T7 even the table owner cannot insert a published testimonial: the trigger makes it pending', async () => {
    const text = 'Insertion directe par le propriétaire de la table.';
    await stack.sql.query(
      "insert into public.testimonials (name, formation, rating, text, validated) values ('Staff', 'Formation', 5, $1, true)",
      [text],
    );
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
    const text =
      '<script>alert(1)</script> **gras** https://exemple.fr 👍🏽 👨‍👩‍👧 [lien](javascript:alert(1))';
    expect((await propose(validTestimonial({ text }))).error).toBeNull();
    expect(await storedByText(text)).toHaveLength(1);
  });
});

describe('read', () => {
  test('the seed publishes no review: the fictitious examples never read as real ones', async () => {
    expect(seededReviews).toBe(0);
  });

  test('T10 visitors see validated rows only, newest first, whatever the filter', async () => {
    await stack.sql.query(
      "update public.testimonials set validated = true, created_at = now() + interval '1 minute' where name = 'Al'",
    );
    const client = stack.client('anon');
    const all = await client
      .from('testimonials')
      .select('*')
      .order('created_at', { ascending: false });
    expect(all.data?.every((row) => row.validated)).toBe(true);
    expect(all.data?.[0]?.name).toBe('Al');
    expect(all.data?.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Sarah B.', 'Mehdi K.', 'Julie R.']),
    );

    const pending = await client.from('testimonials').select('*').eq('validated', false);
    expect(pending.data).toEqual([]);
    const either = await client
      .from('testimonials')
      .select('*')
      .or('validated.eq.false,validated.eq.true')
      .limit(100000);
    expect(either.data).toHaveLength(all.data?.length ?? -1);
  });
});

describe('dates (consumer code D111-16)', () => {
  test('the year of the experience: this century, not after the year of writing', async () => {
    const year = new Date().getFullYear();
    for (const [value, code] of [
      [1999, '23514'],
      [year + 1, '23514'],
      [2000, undefined],
      [year, undefined],
    ] as const) {
      const { error } = await propose(validTestimonial({ experience_year: value }));
      expect(error?.code, String(value)).toBe(code);
      if (code) expect(error?.message).toContain('"testimonials_experience_year_check"');
    }
  });

  test('publication stamps published_at, unpublishing clears it, and visitors cannot send it', async () => {
    const payload = validTestimonial({ text: 'Daté à la publication par le trigger.' });
    expect((await propose({ ...payload, published_at: '2020-01-01T00:00:00Z' })).error?.code).toBe(
      '42501',
    );
    expect((await propose(payload)).error).toBeNull();
    expect(await storedByText(payload.text)).toMatchObject([
      { validated: false, published_at: null },
    ]);

    await stack.sql.query('update public.testimonials set validated = true where text = $1', [
      payload.text,
    ]);
    const [published] = await storedByText(payload.text);
    expect(Date.now() - new Date(published.published_at).getTime()).toBeLessThan(60_000);
    const { data } = await stack
      .client('anon')
      .from('testimonials')
      .select('published_at, experience_year')
      .eq('text', payload.text);
    expect(data).toEqual([{ published_at: expect.any(String), experience_year: 2024 }]);

    await stack.sql.query('update public.testimonials set validated = false where text = $1', [
      payload.text,
    ]);
    expect(await storedByText(payload.text)).toMatchObject([{ published_at: null }]);
    // Staff importing a review collected elsewhere give its own publication date.
    await stack.sql.query(
      "update public.testimonials set validated = true, published_at = '2025-01-15' where text = $1",
      [payload.text],
    );
    expect((await storedByText(payload.text))[0].published_at.toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });
});

describe('moderation', () => {
  test('validation by service_role (the dashboard and the secret key) publishes a pending testimonial', async () => {
    const payload = validTestimonial({ text: 'Publié après relecture par l’équipe.' });
    expect((await propose(payload)).error).toBeNull();
    const visibleTexts = async () =>
      ((await stack.client('anon').from('testimonials').select('text')).data ?? []).map(
        (row) => row.text,
      );
    expect(await visibleTexts()).not.toContain(payload.text);

    await stack.sql.query('begin');
    try {
      await stack.sql.query('set local role service_role');
      const { rowCount } = await stack.sql.query(
        'update public.testimonials set validated = true where text = $1',
        [payload.text],
      );
      expect(rowCount).toBe(1);
      await stack.sql.query('commit');
    } catch (error) {
      await stack.sql.query('rollback');
      throw error;
    }
    expect(await visibleTexts()).toContain(payload.text);
  });
});

describe('abuse limits (429)', () => {
  /** The pending rows of these tests end here, so that the hourly cap never couples two tests. */
  afterEach(async () => {
    await stack.sql.query('delete from public.testimonials where not validated');
  });

  test('T11 a fourth pending testimonial under the same name within 24 hours is refused with a French message', async () => {
    const name = 'Léa Quota';
    for (const n of [1, 2, 3]) {
      expect(
        (
          await propose(
            validTestimonial({ name, text: `Témoignage numéro ${n} de la même personne.` }),
          )
        ).error,
      ).toBeNull();
    }
    // Case and spacing do not make a new name.
    const { error, status } = await propose(
      validTestimonial({ name: '  LÉA   quota ', text: 'Quatrième témoignage le même jour.' }),
    );
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Vous avez déjà envoyé plusieurs témoignages aujourd’hui. Réessayez demain.',
    });
    expect(await storedByText('Quatrième témoignage le même jour.')).toEqual([]);
  });

  test('T11 the per-name cap counts pending rows of the last 24 hours only', async () => {
    const name = 'Hugo Patient';
    await stack.sql.query(
      `insert into public.testimonials (name, formation, rating, text) select $1, 'Formation', 5, 'Un ancien témoignage ' || n from generate_series(1, 3) n`,
      [name],
    );
    // Older than a day, or already published: they no longer count.
    await stack.sql.query(
      "update public.testimonials set created_at = now() - interval '25 hours' where name = $1 and text like '%1'",
      [name],
    );
    await stack.sql.query(
      "update public.testimonials set validated = true where name = $1 and text like '%2'",
      [name],
    );
    expect(
      (await propose(validTestimonial({ name, text: 'Un nouveau témoignage du lendemain.' })))
        .error,
    ).toBeNull();
    expect(
      (await propose(validTestimonial({ name, text: 'Et encore un dans la journée.' }))).error,
    ).toBeNull();
    expect(
      (await propose(validTestimonial({ name, text: 'Celui-ci dépasse la limite.' }))).status,
    ).toBe(429);
  });

  test('T11 beyond 30 pending testimonials in an hour, every new one is refused until the hour has passed', async () => {
    await stack.sql.query(
      `insert into public.testimonials (name, formation, rating, text) select 'Robot ' || n, 'Formation', 5, 'Message automatique ' || n from generate_series(1, 30) n`,
    );
    const { error, status } = await propose(
      validTestimonial({ text: 'Une vraie personne pendant une vague de spam.' }),
    );
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de témoignages reçus en ce moment. Réessayez dans une heure.',
    });

    await stack.sql.query(
      "update public.testimonials set created_at = now() - interval '61 minutes' where name like 'Robot %'",
    );
    expect(
      (await propose(validTestimonial({ text: 'Une vraie personne, une heure plus tard.' }))).error,
    ).toBeNull();
  });

  test('the hourly 429 tells clients when to retry', async () => {
    await stack.sql.query(
      `insert into public.testimonials (name, formation, rating, text) select 'Robot ' || n, 'Formation', 5, 'Message automatique ' || n from generate_series(1, 30) n`,
    );
    const response = await fetch(`${stack.url}/rest/v1/testimonials`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${stack.anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(validTestimonial()),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
  });
});
