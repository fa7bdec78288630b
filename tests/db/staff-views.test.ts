// The staff's work queues (supabase/migrations/20261123100200_staff_views.sql): what each lists, read
// with the secret key, and that the API roles cannot read them through PostgREST or in SQL.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { submitApplication } from '../support/db-fixtures';
import {
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;
const VIEWS = [
  'staff_unhandled_requests',
  'staff_pending_testimonials',
  'staff_recent_applications',
] as const;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

test('unhandled requests: oldest first, handled ones gone, with who, what and the notification state', async () => {
  const first = validContactRequest('inscription');
  const second = validContactRequest('entreprise');
  const handled = validContactRequest('contact');
  for (const row of [first, second, handled]) {
    const { error } = await stack
      .client('anon')
      .from('contact_requests')
      .insert(row as { id: string; kind: string; email: string });
    expect(error).toBeNull();
  }
  await stack.sql.query(
    `update public.contact_requests set created_at = created_at - interval '1 hour' where id = $1`,
    [first.id],
  );
  await stack.sql.query('update public.contact_requests set handled = true where id = $1', [
    handled.id,
  ]);
  const { data, error } = await stack
    .serviceClient()
    .from('staff_unhandled_requests')
    .select('id, kind, person, entreprise, topic, notified_at');
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      id: first.id,
      kind: 'inscription',
      person: 'Jean-Éric N’Diaye',
      entreprise: null,
      topic: 'Inscription CV (alternance)',
      notified_at: null,
    },
    {
      id: second.id,
      kind: 'entreprise',
      person: 'Claire Martin',
      entreprise: 'Boulangerie Martin SARL',
      topic: null,
      notified_at: null,
    },
  ]);
});

test('pending testimonials: unpublished ones only, with the promised answer date', async () => {
  const proposal = validTestimonial();
  const { error } = await stack.client('anon').from('testimonials').insert(proposal);
  expect(error).toBeNull();
  const { data } = await stack
    .serviceClient()
    .from('staff_pending_testimonials')
    .select('name, created_at, answer_due_by');
  expect(data).toHaveLength(1);
  const [row] = data as Array<{ name: string; created_at: string; answer_due_by: string }>;
  expect(row.name).toBe(proposal.name);
  expect(Date.parse(row.answer_due_by) - Date.parse(row.created_at)).toBe(7 * 24 * 3600 * 1000);
});

test('pending testimonials: refused and withdrawn ones are decided, not pending', async () => {
  const refused = validTestimonial();
  const withdrawn = validTestimonial();
  for (const row of [refused, withdrawn])
    expect((await stack.client('anon').from('testimonials').insert(row)).error).toBeNull();
  await stack.sql.query(
    "update public.testimonials set refusal_reason = 'hors_sujet' where name = $1",
    [refused.name],
  );
  await stack.sql.query('update public.testimonials set validated = true where name = $1', [
    withdrawn.name,
  ]);
  await stack.sql.query('update public.testimonials set validated = false where name = $1', [
    withdrawn.name,
  ]);
  const { data } = await stack.serviceClient().from('staff_pending_testimonials').select('name');
  const names = (data as Array<{ name: string }>).map((row) => row.name);
  expect(names).not.toContain(refused.name);
  expect(names).not.toContain(withdrawn.name);
});

test('recent applications: open ones and the last 30 days, newest first', async () => {
  const old = validApplication();
  const open = validApplication();
  const recent = validApplication();
  for (const row of [old, open, recent])
    expect((await submitApplication(stack, row)).error).toBeNull();
  await stack.sql.query(
    `update public.applications set status = 'Refusée', created_at = now() - interval '31 days' where id = $1`,
    [old.id],
  );
  await stack.sql.query(
    `update public.applications set status = 'En cours', created_at = now() - interval '60 days' where id = $1`,
    [open.id],
  );
  await stack.sql.query(`update public.applications set status = 'Refusée' where id = $1`, [
    recent.id,
  ]);
  const { data } = await stack.serviceClient().from('staff_recent_applications').select('id');
  expect(data).toEqual([{ id: recent.id }, { id: open.id }]);
});

test.each(VIEWS)('%s is out of reach of anon and authenticated', async (view) => {
  for (const role of ['anon', 'authenticated'] as const) {
    const { data, error } = await stack
      .client(role)
      .from(view as never)
      .select('*');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    await expect(
      stack.asRole(role, (sql) => sql.query(`select * from public.${view}`)),
    ).rejects.toThrow(/permission denied/);
  }
});
