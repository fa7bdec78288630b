// Every src/db function that talks to PostgREST, against the real stack: its success and each
// failure reason a visitor can meet (docs/security.md §3b).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApplication } from '../../src/db/applications';
import { setClientForTests, type DbClient } from '../../src/db/client';
import { createContactRequest } from '../../src/db/contact-requests';
import { requestPrivacyAction, withdrawPrivacyRequest } from '../../src/db/learner-space';
import { createTestimonial, listValidatedTestimonials } from '../../src/db/testimonials';
import type { ApplicationForm } from '../../src/features/application/schema';
import type { ContactRequest } from '../../src/features/requests/schema';
import type { TestimonialForm } from '../../src/features/testimonials/schema';
import { closedUrl, startFakeServer, storeObject, storedRow } from '../support/db-fixtures';
import {
  publishExampleTestimonials,
  uniqueEmail,
  validContactRequest,
} from '../../local/supabase/sample-rows';
import { apiClient, startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { seedLearner } from '../../local/supabase/learners';
import { SESSIONS, syncTestCatalogue } from '../support/catalogue-fixture';

// The site built without Supabase env, whatever the developer's .env holds.
vi.mock('astro:env/client', () => ({
  PUBLIC_SUPABASE_URL: undefined,
  PUBLIC_SUPABASE_KEY: undefined,
}));

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  await syncTestCatalogue(stack.sql);
  await publishExampleTestimonials(stack.sql);
});
afterEach(() => {
  setClientForTests(stack.client('anon'));
});
afterAll(async () => {
  setClientForTests(undefined);
  await stack?.stop();
});

function applicationFields(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  return {
    first_name: 'Zoë',
    last_name: 'Martin',
    email: uniqueEmail(),
    phone: null,
    formation_souhaitee: 'Titre Professionnel Assistant Manager',
    motivation: null,
    ...overrides,
  };
}

const testimonial: TestimonialForm = {
  name: 'Inès R.',
  formation: 'Titre Professionnel Conseiller de Vente',
  rating: 4,
  experience_year: 2024,
  text: 'Des formateurs disponibles et une vraie préparation à l’examen.',
};

/** Points src/db at a server where nothing listens. */
async function useDeadServer() {
  setClientForTests(apiClient(await closedUrl(), 'sb_publishable_test'));
}

describe('without Supabase', () => {
  test('every function answers unavailable when the env is missing, without throwing', async () => {
    setClientForTests(undefined);
    expect(await listValidatedTestimonials()).toEqual({ ok: false, reason: 'unavailable' });
    expect(await createTestimonial(testimonial)).toEqual({ ok: false, reason: 'unavailable' });
    expect(
      await createApplication(randomUUID(), applicationFields(), { withLetter: false }),
    ).toEqual({ ok: false, reason: 'unavailable' });
    const request = validContactRequest('contact') as ContactRequest & { id: string };
    expect(await createContactRequest(request.id, request)).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});

describe('createApplication', () => {
  test('stores the application with its file keys, and a retry with the same id is still a success', async () => {
    setClientForTests(stack.client('anon'));
    const id = randomUUID();
    await storeObject(stack, `${id}/cv.pdf`);
    await storeObject(stack, `${id}/lettre.pdf`);
    expect(await createApplication(id, applicationFields(), { withLetter: true })).toEqual({
      ok: true,
    });
    expect(await createApplication(id, applicationFields(), { withLetter: true })).toEqual({
      ok: true,
    });
    expect(await storedRow(stack, 'applications', id)).toMatchObject({
      cv_url: `${id}/cv.pdf`,
      lettre_motivation_url: `${id}/lettre.pdf`,
      status: 'Reçue',
    });
    const { rows } = await stack.sql.query(
      'select count(*)::int as n from public.applications where id = $1',
      [id],
    );
    expect(rows[0].n).toBe(1);
  });

  test('names the refused field', async () => {
    const id = randomUUID();
    await storeObject(stack, `${id}/cv.pdf`);
    expect(
      await createApplication(id, applicationFields({ email: 'josé@exemple.fr' }), {
        withLetter: false,
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'email',
    });
  });

  test('says which file was not received', async () => {
    const id = randomUUID();
    expect(await createApplication(id, applicationFields(), { withLetter: false })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'cv_url',
      issue: 'missing',
    });
    await storeObject(stack, `${id}/cv.pdf`);
    expect(await createApplication(id, applicationFields(), { withLetter: true })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'lettre_motivation_url',
      issue: 'missing',
    });
  });

  test('answers rate-limited after three applications with one e-mail', async () => {
    const email = uniqueEmail();
    const results = [];
    for (let index = 0; index < 4; index += 1) {
      const id = randomUUID();
      await storeObject(stack, `${id}/cv.pdf`);
      results.push(
        await createApplication(id, applicationFields({ email }), { withLetter: false }),
      );
    }
    expect(results.map((result) => (result.ok ? 'ok' : result.reason))).toEqual([
      'ok',
      'ok',
      'ok',
      'rate-limited',
    ]);
  });

  test('answers unknown for a request the schema would have stopped (NUL character, 22P05)', async () => {
    const id = randomUUID();
    await storeObject(stack, `${id}/cv.pdf`);
    expect(
      await createApplication(id, applicationFields({ first_name: 'Zo\u0000ë' }), {
        withLetter: false,
      }),
    ).toEqual({ ok: false, reason: 'unknown' });
  });

  test('answers network when the server cannot be reached', async () => {
    await useDeadServer();
    expect(
      await createApplication(randomUUID(), applicationFields(), { withLetter: false }),
    ).toEqual({ ok: false, reason: 'network' });
  });
});

describe('testimonials', () => {
  test('lists the published testimonials, newest first, without the pending ones', async () => {
    expect(await createTestimonial(testimonial)).toEqual({ ok: true });
    const first = await listValidatedTestimonials();
    expect(first.ok && first.data.map((row) => row.name)).not.toContain(testimonial.name);

    await stack.sql.query(
      "update public.testimonials set validated = true, created_at = now() + interval '1 hour' where name = $1",
      [testimonial.name],
    );
    const second = await listValidatedTestimonials();
    expect(second).toMatchObject({
      ok: true,
      data: [{ name: testimonial.name, rating: 4 }, {}, {}, {}],
    });
    const dates = second.ok ? second.data.map((row) => Date.parse(row.created_at)) : [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('createTestimonial names the refused field', async () => {
    expect(await createTestimonial({ ...testimonial, name: 'A' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'name',
    });
    expect(await createTestimonial({ ...testimonial, rating: 9 })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'rating',
    });
    expect(await createTestimonial({ ...testimonial, text: '   ' })).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'text',
    });
  });

  test('createTestimonial answers unknown for a rating that is not an integer (22P02)', async () => {
    expect(await createTestimonial({ ...testimonial, rating: 3.5 })).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  test('both answer network when the server cannot be reached or fails', async () => {
    await useDeadServer();
    expect(await createTestimonial(testimonial)).toEqual({ ok: false, reason: 'network' });
    // A read is retried on network errors; a 500 is not retried, which keeps this test fast.
    const failing = await startFakeServer(() => ({
      status: 500,
      body: { code: 'XX000', message: 'boom' },
    }));
    setClientForTests(apiClient(failing.url, 'sb_publishable_test'));
    expect(await listValidatedTestimonials()).toEqual({ ok: false, reason: 'network' });
    await failing.close();
  });

  test('a client that throws (aborted request, broken bundle) yields network, never a rejection', async () => {
    setClientForTests({
      from: () => {
        throw new TypeError('Failed to fetch');
      },
    } as unknown as DbClient);
    expect(await createTestimonial(testimonial)).toEqual({ ok: false, reason: 'network' });
    expect(await listValidatedTestimonials()).toEqual({ ok: false, reason: 'network' });
  });

  test('listValidatedTestimonials answers unknown to an unexpected PostgREST error', async () => {
    const failing = await startFakeServer(() => ({
      status: 401,
      body: { code: 'PGRST301', message: 'JWSError' },
    }));
    setClientForTests(apiClient(failing.url, 'sb_publishable_test'));
    expect(await listValidatedTestimonials()).toEqual({ ok: false, reason: 'unknown' });
    expect(failing.requests[0]?.path).toBe(
      '/rest/v1/testimonials?select=id%2Cname%2Cformation%2Crating%2Ctext%2Cexperience_year%2Ccreated_at%2Cpublished_at&validated=eq.true&order=created_at.desc',
    );
    await failing.close();
  });
});

describe('createContactRequest', () => {
  test('stores each kind, and a retry with the same id is still a success', async () => {
    for (const kind of ['inscription', 'entreprise', 'contact'] as const) {
      const { id, ...request } = validContactRequest(kind) as ContactRequest & { id: string };
      expect(await createContactRequest(id, request)).toEqual({ ok: true });
      expect(await createContactRequest(id, request)).toEqual({ ok: true });
      expect(await storedRow(stack, 'contact_requests', id)).toMatchObject({ kind });
    }
  });

  test('names the refused field', async () => {
    const { id, ...request } = validContactRequest('entreprise', {
      telephone: '01-AB',
    }) as ContactRequest & { id: string };
    expect(await createContactRequest(id, request)).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'telephone',
    });
  });

  test('answers rate-limited after five requests with one e-mail', async () => {
    const email = uniqueEmail('demande');
    const results = [];
    for (let index = 0; index < 6; index += 1) {
      const { id, ...request } = validContactRequest('contact', { email }) as ContactRequest & {
        id: string;
      };
      results.push(await createContactRequest(id, request));
    }
    expect(results.at(-1)).toEqual({ ok: false, reason: 'rate-limited' });
    expect(results.slice(0, 5).every((result) => result.ok)).toBe(true);
  });

  test('answers unknown for an impossible date (22008) and network without a server', async () => {
    const { id, ...request } = validContactRequest('inscription', {
      date_naissance: '2000-02-31',
    }) as ContactRequest & { id: string };
    expect(await createContactRequest(id, request)).toEqual({ ok: false, reason: 'unknown' });
    await useDeadServer();
    expect(await createContactRequest(id, request)).toEqual({ ok: false, reason: 'network' });
  });
});

describe('learner privacy requests', () => {
  test('files a request, withdraws it (true), then finds nothing left to withdraw (false); a handled one stays', async () => {
    await seedLearner(stack.sql, {
      email: 'retrait@exemple.fr',
      password: 'Apprenant-2026!',
      fullName: 'Rémi Trait',
      trainingCode: 'CV',
      sessionKey: SESSIONS.cv,
      progress: 10,
      lessons: [],
      notifications: [],
    });
    const learner = stack.visitorClient();
    expect(
      (
        await learner.auth.signInWithPassword({
          email: 'retrait@exemple.fr',
          password: 'Apprenant-2026!',
        })
      ).error,
    ).toBeNull();
    setClientForTests(learner);

    expect(await requestPrivacyAction('deletion')).toEqual({ ok: true });
    expect(await withdrawPrivacyRequest('deletion')).toEqual({ ok: true, data: true });
    expect(await withdrawPrivacyRequest('deletion')).toEqual({ ok: true, data: false });

    expect(await requestPrivacyAction('export')).toEqual({ ok: true });
    await stack.sql.query(
      "update public.privacy_requests set handled_at = now() where kind = 'export'",
    );
    expect(await withdrawPrivacyRequest('export')).toEqual({ ok: true, data: false });
  });
});
