// What anon and authenticated can do on each table, through supabase-js and PostgREST, and a
// snapshot of every grant and policy that fails as soon as a migration widens access.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedRow, submitApplication } from '../support/db-fixtures';
import {
  publishExampleTestimonials,
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { startDbStack, type ApiRole, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;
/** One stored row per table that the forbidden updates and deletes aim at. */
const targets: Record<Table, string | number> = {
  applications: '',
  testimonials: 0,
  contact_requests: '',
};

type Table = 'applications' | 'testimonials' | 'contact_requests';
type Operation = 'select' | 'insert' | 'update' | 'delete' | 'upsert';

/** The capability matrix: identical for both roles, since learners own no row in these tables. */
const ALLOWED: Record<Table, Operation[]> = {
  applications: ['insert'],
  testimonials: ['select', 'insert'],
  contact_requests: ['insert'],
};

/**
 * What a signed-in learner may attempt but never achieves: the team space grants these columns to
 * `authenticated` for staff at aal2 (tests/db/team-rights.test.ts), so a learner's call is accepted and
 * matches no row (the team policies).
 */
const FILTERED: Record<ApiRole, Partial<Record<Table, Operation[]>>> = {
  anon: {},
  authenticated: {
    applications: ['select', 'update'],
    contact_requests: ['select', 'update'],
    testimonials: ['update'],
  },
};

const NEW_ROW: Record<Table, () => Record<string, unknown>> = {
  applications: () => validApplication(),
  testimonials: () => validTestimonial(),
  contact_requests: () => validContactRequest('contact'),
};

const CHANGE: Record<Table, Record<string, unknown>> = {
  applications: { status: 'Acceptée' },
  testimonials: { validated: true },
  contact_requests: { handled: true },
};

beforeAll(async () => {
  stack = await startDbStack();
  await publishExampleTestimonials(stack.sql);
  const application = validApplication();
  await submitApplication(stack, application);
  targets.applications = application.id;
  const request = validContactRequest('contact');
  await stack
    .client('anon')
    .from('contact_requests')
    .insert(request as { id: string; kind: string; email: string });
  targets.contact_requests = request.id as string;
  const { rows } = await stack.sql.query(
    'select id from public.testimonials where validated limit 1',
  );
  targets.testimonials = rows[0].id;
});
afterAll(async () => {
  await stack?.stop();
});

async function attempt(role: ApiRole, table: Table, operation: Operation) {
  const client = stack.client(role);
  const id = targets[table];
  switch (operation) {
    case 'select':
      return client.from(table).select('*').limit(5);
    case 'insert':
      if (table === 'applications') return submitApplication(stack, NEW_ROW.applications(), role);
      return client.from(table).insert(NEW_ROW[table]() as never);
    case 'update':
      return client
        .from(table)
        .update(CHANGE[table] as never)
        .eq('id', id);
    case 'delete':
      return client.from(table).delete().eq('id', id);
    case 'upsert':
      return client
        .from(table)
        .upsert({ ...NEW_ROW[table](), ...(table === 'testimonials' ? {} : { id }) } as never);
  }
}

const cases = (['anon', 'authenticated'] as const).flatMap((role) =>
  (Object.keys(ALLOWED) as Table[]).flatMap((table) =>
    (['select', 'insert', 'update', 'delete', 'upsert'] as const).map((operation) => ({
      role,
      table,
      operation,
      allowed: ALLOWED[table].includes(operation),
      filtered: FILTERED[role][table]?.includes(operation) ?? false,
    })),
  ),
);

describe('capability matrix', () => {
  test.each(cases)(
    '$role $operation on $table: allowed = $allowed, filtered to nothing = $filtered',
    async ({ role, table, operation, allowed, filtered }) => {
      const before = await storedRow(stack, table, targets[table]);
      const { error, status, data } = (await attempt(role, table, operation)) as {
        error: { code?: string } | null;
        status: number;
        data?: unknown;
      };
      if (filtered) {
        expect(error).toBeNull();
        if (operation === 'select') expect(data).toEqual([]);
        else expect(status).toBe(204);
      } else if (allowed) {
        expect(error).toBeNull();
        expect(status).toBe(operation === 'select' ? 200 : 201);
      } else {
        expect(error?.code).toBe('42501');
        // PostgREST answers 401 to an anonymous caller and 403 to a signed-in one.
        expect(status).toBe(role === 'anon' ? 401 : 403);
      }
      expect(await storedRow(stack, table, targets[table])).toEqual(before);
    },
  );

  test('select on testimonials returns only published rows', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const { data } = await stack.client(role).from('testimonials').select('name, validated');
      expect(data?.length).toBeGreaterThanOrEqual(3);
      expect(data?.every((row) => row.validated)).toBe(true);
    }
  });
});

describe('access surface snapshot', () => {
  test('grants, schema usage, function execution and policies of the API roles; the staff functions, service_role only', async () => {
    const { rows } = await stack.sql.query<{ line: string }>(`
      select format('grant %s %s on %s.%s (%s)', grantee, privilege_type, table_schema, table_name,
        string_agg(column_name, ', ' order by column_name)) as line
      from information_schema.column_privileges
      where grantee in ('anon', 'authenticated', 'PUBLIC') and table_schema in ('public', 'private')
      group by grantee, privilege_type, table_schema, table_name
      union all
      -- Privileges that exist only for a whole table (no column to list them under).
      select format('grant %s %s on %s.%s (whole table)', grantee, privilege_type, table_schema, table_name)
      from information_schema.table_privileges
      where grantee in ('anon', 'authenticated', 'PUBLIC') and table_schema in ('public', 'private')
        and privilege_type in ('DELETE', 'TRUNCATE', 'TRIGGER')
      union all
      select format('schema usage %s on %s', r.rolname, n.nspname)
      from pg_namespace n cross join pg_roles r
      where r.rolname in ('anon', 'authenticated') and n.nspname in ('public', 'private', 'storage', 'auth')
        and has_schema_privilege(r.rolname, n.oid, 'USAGE')
      union all
      select format('execute %s on %s.%s', r.rolname, n.nspname, p.proname)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join pg_roles r
      where r.rolname in ('anon', 'authenticated') and n.nspname in ('public', 'private')
        and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
      union all
      select format('rls %s.%s %s', n.nspname, c.relname, case when c.relrowsecurity then 'on' else 'OFF' end)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'
      union all
      select format('staff %s select on %s', r.rolname, c.relname)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join pg_roles r
      where n.nspname = 'public' and c.relname like 'staff\\_%' and r.rolname in ('anon', 'authenticated', 'service_role')
        and has_table_privilege(r.rolname, c.oid, 'SELECT')
      union all
      select format('staff %s execute on %s', r.rolname, p.proname)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join pg_roles r
      where n.nspname = 'public' and p.proname like 'staff\\_%' and r.rolname in ('anon', 'authenticated', 'service_role')
        and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
      union all
      select format('policy %s.%s %s %s to %s using (%s) with check (%s)', schemaname, tablename, policyname,
        cmd, array_to_string(roles, ','), coalesce(qual, '-'), coalesce(with_check, '-'))
      from pg_policies
      where schemaname in ('public', 'storage')
      order by 1`);
    expect(rows.map((row) => row.line)).toMatchInlineSnapshot(`
      [
        "execute anon on private.is_clean_line",
        "execute anon on private.is_clean_text",
        "execute anon on private.is_email",
        "execute anon on private.is_person_name",
        "execute anon on private.is_phone",
        "execute anon on private.is_positioning",
        "execute anon on private.is_siret",
        "execute anon on private.luhn_ok",
        "execute authenticated on private.follows_enrolment",
        "execute authenticated on private.follows_learner",
        "execute authenticated on private.is_clean_line",
        "execute authenticated on private.is_clean_text",
        "execute authenticated on private.is_email",
        "execute authenticated on private.is_person_name",
        "execute authenticated on private.is_phone",
        "execute authenticated on private.is_positioning",
        "execute authenticated on private.is_siret",
        "execute authenticated on private.is_staff",
        "execute authenticated on private.is_team",
        "execute authenticated on private.luhn_ok",
        "execute authenticated on private.require_team",
        "execute authenticated on private.teaches",
        "execute authenticated on private.teaches_folder",
        "execute authenticated on private.team_role",
        "execute authenticated on public.team_enrol_learner",
        "execute authenticated on public.team_learner_export",
        "execute authenticated on public.team_learners",
        "execute authenticated on public.team_new_learner_accounts",
        "execute authenticated on public.team_privacy_requests",
        "execute authenticated on public.team_trainers",
        "grant anon INSERT on public.applications (cv_url, email, first_name, formation_souhaitee, id, last_name, lettre_motivation_url, motivation, phone)",
        "grant anon INSERT on public.contact_requests (adresse, commentaires, contact, date_naissance, email, entreprise, formation, id, kind, message, modalite, name, nom, opco, place, positioning, preferred_period, prenom, quote_format, session_key, siret, situation, subject, telephone, trainees, waiting_list)",
        "grant anon INSERT on public.testimonials (experience_year, formation, name, rating, text)",
        "grant anon SELECT on public.testimonials (created_at, experience_year, formation, id, moderated_at, name, notification_attempts, notification_claimed_until, notification_error, notified_at, published_at, rating, refusal_reason, text, validated, withdrawn_at)",
        "grant anon SELECT on public.training_sessions (ends_on, format, key, registration_deadline, seats_counted_on, seats_left, starts_on, training_code, venue, withdrawn_at)",
        "grant anon SELECT on public.trainings (code, slug, title, withdrawn_at)",
        "grant authenticated DELETE on public.enrolments (whole table)",
        "grant authenticated DELETE on public.learner_documents (whole table)",
        "grant authenticated DELETE on public.learner_notifications (whole table)",
        "grant authenticated DELETE on public.lessons (whole table)",
        "grant authenticated DELETE on public.privacy_requests (whole table)",
        "grant authenticated DELETE on public.trainer_trainings (whole table)",
        "grant authenticated INSERT on private.learner_exports (learner_id)",
        "grant authenticated INSERT on public.applications (cv_url, email, first_name, formation_souhaitee, id, last_name, lettre_motivation_url, motivation, phone)",
        "grant authenticated INSERT on public.contact_requests (adresse, commentaires, contact, date_naissance, email, entreprise, formation, id, kind, message, modalite, name, nom, opco, place, positioning, preferred_period, prenom, quote_format, session_key, siret, situation, subject, telephone, trainees, waiting_list)",
        "grant authenticated INSERT on public.enrolments (ended_on, learner_id, progress, session_key, training_code)",
        "grant authenticated INSERT on public.learner_documents (learner_id, object_path, session_key, title, training_code)",
        "grant authenticated INSERT on public.learner_notifications (kind, learner_id, link, message)",
        "grant authenticated INSERT on public.learner_profiles (full_name, id)",
        "grant authenticated INSERT on public.lessons (ends_at, enrolment_id, join_url, learner_id, place, starts_at, title)",
        "grant authenticated INSERT on public.privacy_requests (kind)",
        "grant authenticated INSERT on public.testimonials (experience_year, formation, name, rating, text)",
        "grant authenticated INSERT on public.trainer_trainings (trainer_id, training_code)",
        "grant authenticated SELECT on private.accounts (created_at, email, email_confirmed_at, id, invited, last_sign_in_at, notification_attempts, notification_claimed_until, notification_error, notified_at, team_role)",
        "grant authenticated SELECT on public.applications (created_at, cv_url, email, first_name, formation_souhaitee, id, last_contact_at, last_name, lettre_motivation_url, motivation, notification_attempts, notification_claimed_until, notification_error, notified_at, phone, staff_note, status, training_ended_on)",
        "grant authenticated SELECT on public.contact_requests (adresse, commentaires, contact, created_at, date_naissance, email, entreprise, formation, handled, id, kind, last_contact_at, message, modalite, name, nom, notification_attempts, notification_claimed_until, notification_error, notified_at, opco, place, positioning, preferred_period, prenom, quote_format, session_key, siret, situation, staff_note, subject, telephone, trainees, training_title, waiting_list)",
        "grant authenticated SELECT on public.enrolments (created_at, ended_on, id, learner_id, progress, session_key, training_code, typed_training_title)",
        "grant authenticated SELECT on public.learner_documents (created_at, created_by, id, learner_id, object_path, session_key, size_bytes, title, training_code)",
        "grant authenticated SELECT on public.learner_notifications (created_at, id, kind, learner_id, link, message)",
        "grant authenticated SELECT on public.learner_profiles (created_at, full_name, id)",
        "grant authenticated SELECT on public.lessons (ends_at, enrolment_id, id, join_url, learner_id, place, starts_at, title)",
        "grant authenticated SELECT on public.privacy_requests (created_at, handled_at, id, kind, learner_id, notification_attempts, notification_claimed_until, notification_error, notified_at)",
        "grant authenticated SELECT on public.team_audit (action, actor_email, actor_id, after, at, before, id, row_id, table_name)",
        "grant authenticated SELECT on public.testimonials (created_at, experience_year, formation, id, moderated_at, name, notification_attempts, notification_claimed_until, notification_error, notified_at, published_at, rating, refusal_reason, text, validated, withdrawn_at)",
        "grant authenticated SELECT on public.trainer_trainings (created_at, trainer_id, training_code)",
        "grant authenticated SELECT on public.training_sessions (ends_on, format, key, registration_deadline, seats_counted_on, seats_left, starts_on, training_code, venue, withdrawn_at)",
        "grant authenticated SELECT on public.trainings (code, slug, title, withdrawn_at)",
        "grant authenticated UPDATE on public.applications (last_contact_at, staff_note, status)",
        "grant authenticated UPDATE on public.contact_requests (handled, last_contact_at, staff_note)",
        "grant authenticated UPDATE on public.enrolments (ended_on, progress, session_key)",
        "grant authenticated UPDATE on public.learner_profiles (full_name)",
        "grant authenticated UPDATE on public.lessons (ends_at, join_url, place, starts_at, title)",
        "grant authenticated UPDATE on public.privacy_requests (handled_at)",
        "grant authenticated UPDATE on public.testimonials (refusal_reason, validated)",
        "policy public.applications applications_insert_received INSERT to anon,authenticated using (-) with check ((status = 'Reçue'::text))",
        "policy public.applications applications_select_team SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.applications applications_select_team_only SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.applications applications_update_team UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.applications applications_update_team_only UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.contact_requests contact_requests_insert_new INSERT to anon,authenticated using (-) with check ((NOT handled))",
        "policy public.contact_requests contact_requests_select_team SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.contact_requests contact_requests_select_team_only SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.contact_requests contact_requests_update_team UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.contact_requests contact_requests_update_team_only UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.enrolments enrolments_delete_staff DELETE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.enrolments enrolments_delete_team_only DELETE to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.enrolments enrolments_insert_staff INSERT to authenticated using (-) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.enrolments enrolments_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.enrolments enrolments_select_own_or_team SELECT to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code))) with check (-)",
        "policy public.enrolments enrolments_update_team UPDATE to authenticated using ((( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code))) with check ((( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code)))",
        "policy public.enrolments enrolments_update_team_only UPDATE to authenticated using (( SELECT private.is_team() AS is_team)) with check (( SELECT private.is_team() AS is_team))",
        "policy public.learner_documents learner_documents_delete_team DELETE to authenticated using ((( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code))) with check (-)",
        "policy public.learner_documents learner_documents_delete_team_only DELETE to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.learner_documents learner_documents_insert_team INSERT to authenticated using (-) with check ((( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code)))",
        "policy public.learner_documents learner_documents_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.learner_documents learner_documents_select_own_or_team SELECT to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) OR ((session_key IS NOT NULL) AND (EXISTS ( SELECT 1
         FROM enrolments e
        WHERE ((e.learner_id = ( SELECT auth.uid() AS uid)) AND (e.session_key = learner_documents.session_key))))) OR ( SELECT private.is_staff() AS is_staff) OR private.teaches(training_code))) with check (-)",
        "policy public.learner_notifications learner_notifications_delete_team DELETE to authenticated using (private.follows_learner(learner_id)) with check (-)",
        "policy public.learner_notifications learner_notifications_delete_team_only DELETE to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.learner_notifications learner_notifications_insert_team INSERT to authenticated using (-) with check (private.follows_learner(learner_id))",
        "policy public.learner_notifications learner_notifications_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.learner_notifications learner_notifications_select_own_or_team SELECT to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) OR private.follows_learner(learner_id))) with check (-)",
        "policy public.learner_profiles learner_profiles_insert_staff INSERT to authenticated using (-) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.learner_profiles learner_profiles_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.learner_profiles learner_profiles_select_own_or_team SELECT to authenticated using (((id = ( SELECT auth.uid() AS uid)) OR private.follows_learner(id))) with check (-)",
        "policy public.learner_profiles learner_profiles_update_staff UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.learner_profiles learner_profiles_update_team_only UPDATE to authenticated using (( SELECT private.is_team() AS is_team)) with check (( SELECT private.is_team() AS is_team))",
        "policy public.lessons lessons_delete_team DELETE to authenticated using (private.follows_enrolment(enrolment_id)) with check (-)",
        "policy public.lessons lessons_delete_team_only DELETE to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.lessons lessons_insert_team INSERT to authenticated using (-) with check (private.follows_enrolment(enrolment_id))",
        "policy public.lessons lessons_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.lessons lessons_select_own_or_team SELECT to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) OR private.follows_enrolment(enrolment_id))) with check (-)",
        "policy public.lessons lessons_update_team UPDATE to authenticated using (private.follows_enrolment(enrolment_id)) with check (private.follows_enrolment(enrolment_id))",
        "policy public.lessons lessons_update_team_only UPDATE to authenticated using (( SELECT private.is_team() AS is_team)) with check (( SELECT private.is_team() AS is_team))",
        "policy public.privacy_requests privacy_requests_insert_own INSERT to authenticated using (-) with check (((learner_id = ( SELECT auth.uid() AS uid)) AND (handled_at IS NULL)))",
        "policy public.privacy_requests privacy_requests_select_own_or_team SELECT to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) OR ( SELECT private.is_staff() AS is_staff))) with check (-)",
        "policy public.privacy_requests privacy_requests_update_team UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.privacy_requests privacy_requests_update_team_only UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.privacy_requests privacy_requests_withdraw_own DELETE to authenticated using (((learner_id = ( SELECT auth.uid() AS uid)) AND (handled_at IS NULL))) with check (-)",
        "policy public.team_audit team_audit_select_team SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.team_audit team_audit_team_only SELECT to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.testimonials testimonials_insert_pending INSERT to anon,authenticated using (-) with check ((validated = false))",
        "policy public.testimonials testimonials_select_published SELECT to anon using (validated) with check (-)",
        "policy public.testimonials testimonials_select_published_or_team SELECT to authenticated using ((validated OR ( SELECT private.is_staff() AS is_staff))) with check (-)",
        "policy public.testimonials testimonials_update_team UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.testimonials testimonials_update_team_only UPDATE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.trainer_trainings trainer_trainings_delete_staff DELETE to authenticated using (( SELECT private.is_staff() AS is_staff)) with check (-)",
        "policy public.trainer_trainings trainer_trainings_delete_team_only DELETE to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.trainer_trainings trainer_trainings_insert_staff INSERT to authenticated using (-) with check (( SELECT private.is_staff() AS is_staff))",
        "policy public.trainer_trainings trainer_trainings_insert_team_only INSERT to authenticated using (-) with check (( SELECT private.is_team() AS is_team))",
        "policy public.trainer_trainings trainer_trainings_select_team SELECT to authenticated using ((( SELECT private.is_staff() AS is_staff) OR ((trainer_id = ( SELECT auth.uid() AS uid)) AND (( SELECT private.team_role() AS team_role) = 'trainer'::text)))) with check (-)",
        "policy public.trainer_trainings trainer_trainings_select_team_only SELECT to authenticated using (( SELECT private.is_team() AS is_team)) with check (-)",
        "policy public.training_sessions training_sessions_select_all SELECT to anon,authenticated using (true) with check (-)",
        "policy public.trainings trainings_select_all SELECT to anon,authenticated using (true) with check (-)",
        "policy storage.objects candidatures_insert_own_key INSERT to anon,authenticated using (-) with check (((bucket_id = 'candidatures'::text) AND (name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/(cv|lettre)\\.pdf$'::text)))",
        "policy storage.objects candidatures_select_team SELECT to authenticated using (((bucket_id = 'candidatures'::text) AND ( SELECT private.is_staff() AS is_staff))) with check (-)",
        "policy storage.objects candidatures_select_team_only SELECT to authenticated using (((bucket_id <> 'candidatures'::text) OR ( SELECT private.is_staff() AS is_staff))) with check (-)",
        "policy storage.objects documents_delete_team DELETE to authenticated using (((bucket_id = 'documents'::text) AND (( SELECT private.is_staff() AS is_staff) OR private.teaches_folder(name)))) with check (-)",
        "policy storage.objects documents_delete_team_only DELETE to authenticated using (((bucket_id <> 'documents'::text) OR ( SELECT private.is_team() AS is_team))) with check (-)",
        "policy storage.objects documents_insert_team INSERT to authenticated using (-) with check (((bucket_id = 'documents'::text) AND (name ~ '^[a-z0-9]+/[a-z0-9-]+/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\\.pdf$'::text) AND (( SELECT private.is_staff() AS is_staff) OR private.teaches_folder(name))))",
        "policy storage.objects documents_insert_team_only INSERT to authenticated using (-) with check (((bucket_id <> 'documents'::text) OR ( SELECT private.is_team() AS is_team)))",
        "policy storage.objects documents_select_team_or_reader SELECT to authenticated using (((bucket_id = 'documents'::text) AND (( SELECT private.is_staff() AS is_staff) OR private.teaches_folder(name) OR (EXISTS ( SELECT 1
         FROM learner_documents d
        WHERE (d.object_path = objects.name)))))) with check (-)",
        "rls public.applications on",
        "rls public.contact_requests on",
        "rls public.enrolments on",
        "rls public.learner_documents on",
        "rls public.learner_notifications on",
        "rls public.learner_profiles on",
        "rls public.lessons on",
        "rls public.privacy_requests on",
        "rls public.team_audit on",
        "rls public.testimonials on",
        "rls public.trainer_trainings on",
        "rls public.training_sessions on",
        "rls public.trainings on",
        "schema usage anon on auth",
        "schema usage anon on public",
        "schema usage anon on storage",
        "schema usage authenticated on auth",
        "schema usage authenticated on public",
        "schema usage authenticated on storage",
        "staff service_role execute on staff_account_id",
        "staff service_role execute on staff_begin_learner_erasure",
        "staff service_role execute on staff_claim_notifications",
        "staff service_role execute on staff_enrol_invited_learner",
        "staff service_role execute on staff_finish_notification",
        "staff service_role execute on staff_learner_document_objects",
        "staff service_role execute on staff_purge_expired",
        "staff service_role execute on staff_record_team_action",
        "staff service_role execute on staff_unreferenced_documents",
        "staff service_role execute on staff_unreferenced_objects",
      ]
    `);
  });
});

describe('the character rules of the CHECK constraints (private.is_*)', () => {
  // The snapshot above lists them; this says why the grant is harmless, and fails if a function that
  // reads data, has side effects or runs as its owner ever joins them.
  const impureExecutable = async () => {
    const { rows } = await stack.sql.query<{ proname: string }>(`
      select distinct p.proname
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace cross join pg_roles r
      where n.nspname = 'private' and r.rolname in ('anon', 'authenticated', 'service_role')
        and has_function_privilege(r.rolname, p.oid, 'EXECUTE')
        and (p.provolatile <> 'i' or p.prosecdef)
      order by 1`);
    return rows.map((row) => row.proname);
  };

  test('the API roles may execute only immutable, non-definer functions of the private schema', async () => {
    // The team's helpers read the caller's own JWT claims (stable, not immutable); those of the learner
    // follow-up also read trainer_trainings and enrolments, as the caller (security invoker): what the
    // caller's own policies let them see.
    const helpers = [
      'follows_enrolment',
      'follows_learner',
      'is_staff',
      'is_team',
      'require_team',
      'teaches',
      'teaches_folder',
      'team_role',
    ];
    expect(await impureExecutable()).toEqual(helpers);
    await stack.sql.query('begin');
    try {
      await stack.sql.query(
        'grant execute on function private.raise_rate_limited(text), private.applications_before_insert() to service_role',
      );
      expect(await impureExecutable()).toEqual(
        ['applications_before_insert', 'raise_rate_limited', ...helpers].sort(),
      );
    } finally {
      await stack.sql.query('rollback');
    }
  });

  test.each(['anon', 'authenticated'] as const)(
    '%s cannot call them by name: the schema stays out of reach',
    async (role) => {
      await expect(
        stack.asRole(role, (sql) => sql.query("select private.is_email('a@b.fr')")),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for schema private',
      });
      const { error } = await stack
        .client(role)
        .rpc('is_email' as never, { value: 'a@b.fr' } as never);
      expect(error?.code).toBe('PGRST202');
    },
  );

  test('staff with the secret key (service_role) can still update rows, which re-runs every CHECK', async () => {
    await stack.sql.query('begin');
    try {
      await stack.sql.query('set local role service_role');
      const updates = [
        ["update public.applications set status = 'En cours' where id = $1", targets.applications],
        ['update public.testimonials set validated = true where id = $1', targets.testimonials],
        [
          'update public.contact_requests set handled = true where id = $1',
          targets.contact_requests,
        ],
      ] as const;
      for (const [text, id] of updates)
        expect((await stack.sql.query(text, [id])).rowCount).toBe(1);
    } finally {
      await stack.sql.query('rollback');
    }
  });
});
