-- The team's space (issue 42, /espace-formateur/): staff read and handle requests, applications,
-- testimonials and privacy requests through the API with their own session, no longer in the dashboard
-- as `postgres`. A right of the team needs two things, both read from the verified JWT PostgREST and
-- Storage hand to Postgres: the role in `app_metadata` (only the secret key or SQL sets it; never
-- `user_metadata`, which the user writes) and `aal2` (a TOTP code verified in this session). Grants say
-- which columns; permissive policies open rows to staff; restrictive policies gate the same commands, so
-- a permissive policy added later for someone else can never open a team right without the role and
-- the second factor (docs/security.md §4c).
--
-- Functions the API roles call are security invoker (splinter 0028/0029: a definer function executable
-- by anon or authenticated is a warning), with SQL-standard bodies: bound at creation, they call the
-- private helpers by oid, so the API roles need EXECUTE on those helpers but never USAGE on the schema.

-- 1. Who is a team member ------------------------------------------------------------------------------

-- The caller's team role when the session passed the second factor, else null ('trainer' is recognised
-- for issue 43 and gets nothing yet).
create function private.team_role() returns text
language sql stable parallel safe
set search_path = ''
return case
  when auth.jwt() ->> 'aal' = 'aal2' and auth.jwt() -> 'app_metadata' ->> 'role' in ('staff', 'trainer')
  then auth.jwt() -> 'app_metadata' ->> 'role'
end;

create function private.is_staff() returns boolean
language sql stable parallel safe
set search_path = ''
return coalesce(private.team_role() = 'staff', false);

-- Refuses with 42501 unless `allowed`: the first statement of every team function (PostgREST answers
-- 401 to anon, 403 to a signed-in caller). The test is the caller's, so this body names no schema.
create function private.require_team(allowed boolean) returns boolean
language plpgsql stable
set search_path = ''
as $$
begin
  if allowed is not true then
    raise insufficient_privilege using message = 'team_staff_only';
  end if;
  return true;
end;
$$;

revoke all on function private.team_role(), private.is_staff(), private.require_team(boolean) from public, anon;
-- Policies and the team functions run them as the caller; they reveal nothing but the caller's own claims.
grant execute on function private.team_role(), private.is_staff(), private.require_team(boolean) to authenticated;

-- 2. Accounts as staff see them ------------------------------------------------------------------------

-- What the team space shows of each Auth account (auth.users is the Auth server's and never readable
-- through the API): kept by a trigger on auth.users, read by staff only through the team functions.
create table private.accounts (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  created_at timestamptz not null default now(),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  -- 'staff' or 'trainer' from app_metadata, null for a learner.
  team_role text,
  -- Created by an invitation (staff did it) rather than by the person's own sign-up.
  invited boolean not null default false
);
create index accounts_created_at_idx on private.accounts (created_at desc);

alter table private.accounts enable row level security;
revoke all on table private.accounts from public, anon, authenticated, service_role;
grant select on table private.accounts to authenticated;
create policy accounts_select_team on private.accounts
for select to authenticated
using ((select private.is_staff()));

-- Copies an account's row on every insert or update by Auth. Security definer: Auth's own role writes
-- auth.users and has no right on the private schema. It must never fail a sign-up: no check here.
-- `invited_at` is read through to_jsonb so the function also compiles where the column is absent.
create function private.sync_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.accounts as a (id, email, created_at, email_confirmed_at, last_sign_in_at, team_role, invited)
  values (
    new.id,
    new.email,
    coalesce(new.created_at, now()),
    new.email_confirmed_at,
    new.last_sign_in_at,
    case when new.raw_app_meta_data ->> 'role' in ('staff', 'trainer') then new.raw_app_meta_data ->> 'role' end,
    (to_jsonb(new) ->> 'invited_at') is not null
  )
  on conflict (id) do update set
    email = excluded.email,
    email_confirmed_at = excluded.email_confirmed_at,
    last_sign_in_at = excluded.last_sign_in_at,
    team_role = excluded.team_role,
    invited = a.invited or excluded.invited;
  return null;
end;
$$;
revoke all on function private.sync_account() from public, anon, authenticated;

create trigger sync_team_account
after insert or update on auth.users
for each row execute function private.sync_account();

insert into private.accounts (id, email, created_at, email_confirmed_at, last_sign_in_at, team_role, invited)
select u.id, u.email, coalesce(u.created_at, now()), u.email_confirmed_at, u.last_sign_in_at,
  case when u.raw_app_meta_data ->> 'role' in ('staff', 'trainer') then u.raw_app_meta_data ->> 'role' end,
  (to_jsonb(u) ->> 'invited_at') is not null
from auth.users u
on conflict (id) do nothing;

-- 3. The audit -----------------------------------------------------------------------------------------

-- Every team action: who, when, which row, the status-like fields before and after. Append-only: no API
-- role may update or delete (no grant), and a trigger refuses it to the owner too, except inside the
-- retention job (staff_purge_expired), which deletes rows after 6 years (docs/security.md §4c).
create table public.team_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: the audit outlives the accounts it names.
  actor_id uuid,
  actor_email text,
  action text not null,
  table_name text,
  row_id text,
  before jsonb,
  after jsonb,
  constraint team_audit_action_check check (action in (
    'applications.update', 'contact_requests.update',
    'testimonials.publish', 'testimonials.refuse', 'testimonials.withdraw', 'testimonials.reopen',
    'privacy_requests.handle', 'learner.export', 'learner.erase', 'learner.erase_failed', 'site.rebuild'
  ))
);
comment on table public.team_audit is 'Journal des actions de l''équipe (qui, quand, quelle ligne, avant/après). Ajout seul ; conservé 6 ans puis supprimé par la tâche de conservation (docs/security.md §4c).';

create index team_audit_at_idx on public.team_audit (at desc);
create index team_audit_row_idx on public.team_audit (table_name, row_id);

alter table public.team_audit enable row level security;
revoke all on table public.team_audit from public, anon, authenticated, service_role;
grant select on table public.team_audit to authenticated, service_role;

create policy team_audit_select_team on public.team_audit
for select to authenticated
using ((select private.is_staff()));
create policy team_audit_team_only on public.team_audit
as restrictive for select to authenticated
using ((select private.is_staff()));

-- The row's time is the server's, whoever inserts it.
create function private.team_audit_before_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.at := now();
  return new;
end;
$$;

-- Update, delete and truncate are refused, the owner included, unless the retention job set its flag
-- for its own transaction. The API roles hold no update or delete right at all, so they never get here.
create function private.team_audit_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and current_setting('team_audit.retention', true) = 'on' then
    return case when tg_op = 'UPDATE' then new else old end;
  end if;
  raise insufficient_privilege using message = 'team_audit_append_only';
end;
$$;

revoke all on function private.team_audit_before_insert(), private.team_audit_append_only() from public, anon, authenticated;

create trigger team_audit_before_insert
before insert on public.team_audit
for each row execute function private.team_audit_before_insert();
create trigger team_audit_append_only
before update or delete on public.team_audit
for each row execute function private.team_audit_append_only();
create trigger team_audit_no_truncate
before truncate on public.team_audit
for each statement execute function private.team_audit_append_only();

-- Writes one audit row for an update of a team table: the tracked columns (the trigger's arguments)
-- that changed, before and after; nothing when none did. The actor is the caller's verified JWT (null
-- for the dashboard or the secret key). Security definer: the team has no insert right on the audit.
create function private.audit_team_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := to_jsonb(old);
  new_row constant jsonb := to_jsonb(new);
  was jsonb := '{}';
  now_is jsonb := '{}';
  -- Read as PostgREST and Storage set them; empty outside a request (a reset setting is '', not null).
  claims constant jsonb := coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
  col text;
  act text;
begin
  foreach col in array tg_argv loop
    if old_row -> col is distinct from new_row -> col then
      was := was || jsonb_build_object(col, old_row -> col);
      now_is := now_is || jsonb_build_object(col, new_row -> col);
    end if;
  end loop;
  if now_is = '{}' then
    return null;
  end if;
  act := case tg_table_name
    when 'testimonials' then case
      when (new_row ->> 'validated')::boolean and not (old_row ->> 'validated')::boolean then 'testimonials.publish'
      when (old_row ->> 'validated')::boolean and not (new_row ->> 'validated')::boolean then 'testimonials.withdraw'
      when new_row ->> 'refusal_reason' is not null then 'testimonials.refuse'
      else 'testimonials.reopen'
    end
    when 'privacy_requests' then 'privacy_requests.handle'
    else tg_table_name || '.update'
  end;
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id, before, after)
  values ((claims ->> 'sub')::uuid, claims ->> 'email', act, tg_table_name, new_row ->> 'id', was, now_is);
  return null;
end;
$$;
revoke all on function private.audit_team_update() from public, anon, authenticated;

-- 4. Applications and contact requests: status, note, « a recontacté » --------------------------------

alter table public.applications add column staff_note text;
alter table public.contact_requests add column staff_note text;

-- The team's note: up to 2,000 characters of free text (newlines allowed, bidi overrides not), stored
-- as typed (markup is text); an empty note is null.
alter table public.applications add constraint applications_staff_note_check
  check (char_length(staff_note) between 1 and 2000 and private.is_clean_text(staff_note));
alter table public.contact_requests add constraint contact_requests_staff_note_check
  check (char_length(staff_note) between 1 and 2000 and private.is_clean_text(staff_note));

comment on column public.applications.staff_note is 'Note de l''équipe (2 000 caractères au plus), lue dans l''espace de l''équipe.';
comment on column public.contact_requests.staff_note is 'Note de l''équipe (2 000 caractères au plus), lue dans l''espace de l''équipe.';

-- A team update: the note trimmed (empty → null) and « a recontacté » stamped with the server's time,
-- whatever the browser sent. Only for the API role: migrations, tests and the dashboard keep their values.
-- Security definer: the normaliser lives in the private schema, which the team cannot look up; the
-- caller is then the role PostgREST switched to (current_setting('role')), not current_user.
create function private.team_before_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.staff_note := nullif(private.normalize_text(new.staff_note), '');
  if current_setting('role') = 'authenticated' and new.last_contact_at is distinct from old.last_contact_at then
    new.last_contact_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.team_before_update() from public, anon, authenticated;

create trigger applications_team_before_update
before update on public.applications
for each row execute function private.team_before_update();
create trigger contact_requests_team_before_update
before update on public.contact_requests
for each row execute function private.team_before_update();

create trigger applications_audit
after update on public.applications
for each row
when (old.status is distinct from new.status or old.staff_note is distinct from new.staff_note
  or old.last_contact_at is distinct from new.last_contact_at)
execute function private.audit_team_update('status', 'staff_note', 'last_contact_at');
create trigger contact_requests_audit
after update on public.contact_requests
for each row
when (old.handled is distinct from new.handled or old.staff_note is distinct from new.staff_note
  or old.last_contact_at is distinct from new.last_contact_at)
execute function private.audit_team_update('handled', 'staff_note', 'last_contact_at');

grant select on table public.applications, public.contact_requests to authenticated;
grant update (status, staff_note, last_contact_at) on table public.applications to authenticated;
grant update (handled, staff_note, last_contact_at) on table public.contact_requests to authenticated;

create policy applications_select_team on public.applications
for select to authenticated using ((select private.is_staff()));
create policy applications_update_team on public.applications
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy applications_select_team_only on public.applications
as restrictive for select to authenticated using ((select private.is_staff()));
create policy applications_update_team_only on public.applications
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));

create policy contact_requests_select_team on public.contact_requests
for select to authenticated using ((select private.is_staff()));
create policy contact_requests_update_team on public.contact_requests
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy contact_requests_select_team_only on public.contact_requests
as restrictive for select to authenticated using ((select private.is_staff()));
create policy contact_requests_update_team_only on public.contact_requests
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));

-- 5. Testimonials: publish, refuse with a reason of the charter, withdraw ------------------------------

-- States: pending (not validated, no reason, not withdrawn), published (validated), refused (a reason,
-- not validated), withdrawn (withdrawn_at, not validated). The reasons are the charter's, listed in
-- src/features/team-space/moderation-reasons.ts (tests/db/team-rights.test.ts keeps both lists equal).
alter table public.testimonials
  add column refusal_reason text,
  add column moderated_at timestamptz,
  add column withdrawn_at timestamptz;

alter table public.testimonials
  add constraint testimonials_refusal_reason_check check (refusal_reason in (
    'propos_illicites', 'donnees_personnelles', 'hors_sujet', 'avis_non_authentique'
  )),
  -- Publishing with a reason is refused: clear the reason in the same update to publish a refused one.
  add constraint testimonials_published_without_reason_check check (not (validated and refusal_reason is not null)),
  add constraint testimonials_withdrawn_state_check check (withdrawn_at is null or (not validated and refusal_reason is null));

comment on column public.testimonials.refusal_reason is 'Motif de refus, un des codes de la charte de modération (src/features/team-space/moderation-reasons.ts).';
comment on column public.testimonials.moderated_at is 'Dernière décision de modération (publication, refus, retrait).';
comment on column public.testimonials.withdrawn_at is 'Retrait d''un témoignage publié.';

-- Same publication date rules as before, plus the moderation states: the date of each decision, the
-- withdrawal of a published row, and the refusal of a published row refused (withdraw it instead).
create or replace function private.testimonials_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.validated and not new.validated and new.refusal_reason is not null then
    raise check_violation using
      message = 'new row for relation "testimonials" violates check constraint "testimonials_refusal_of_published_check"',
      constraint = 'testimonials_refusal_of_published_check',
      detail = 'A published testimonial is withdrawn, not refused.';
  end if;
  if new.validated and not old.validated and new.published_at is not distinct from old.published_at then
    new.published_at := now();
  elsif not new.validated then
    new.published_at := null;
  end if;
  if new.validated then
    new.withdrawn_at := null;
  elsif old.validated then
    new.withdrawn_at := now();
  end if;
  if new.validated is distinct from old.validated or new.refusal_reason is distinct from old.refusal_reason then
    new.moderated_at := now();
  end if;
  return new;
end;
$$;

create trigger testimonials_audit
after update on public.testimonials
for each row
when (old.validated is distinct from new.validated or old.refusal_reason is distinct from new.refusal_reason)
execute function private.audit_team_update('validated', 'refusal_reason');

grant update (validated, refusal_reason) on table public.testimonials to authenticated;

-- Visitors see published rows; staff see every row. One permissive policy per role (splinter 0006).
drop policy testimonials_select_validated on public.testimonials;
create policy testimonials_select_published on public.testimonials
for select to anon using (validated);
create policy testimonials_select_published_or_team on public.testimonials
for select to authenticated using (validated or (select private.is_staff()));

create policy testimonials_update_team on public.testimonials
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy testimonials_update_team_only on public.testimonials
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));

-- 6. Privacy requests and the learners' rows --------------------------------------------------------

-- Handling a request stamps the server's time once; a handled request never goes back to pending.
create function private.privacy_requests_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.handled_at is not null and new.handled_at is null then
    raise check_violation using
      message = 'new row for relation "privacy_requests" violates check constraint "privacy_requests_handled_at_check"',
      constraint = 'privacy_requests_handled_at_check',
      detail = 'A handled request stays handled.';
  end if;
  if current_user = 'authenticated' and new.handled_at is distinct from old.handled_at then
    new.handled_at := coalesce(old.handled_at, now());
  end if;
  return new;
end;
$$;
revoke all on function private.privacy_requests_before_update() from public, anon, authenticated;

create trigger privacy_requests_before_update
before update on public.privacy_requests
for each row execute function private.privacy_requests_before_update();
create trigger privacy_requests_audit
after update on public.privacy_requests
for each row
when (old.handled_at is distinct from new.handled_at)
execute function private.audit_team_update('handled_at');

grant update (handled_at) on table public.privacy_requests to authenticated;

-- A learner reads their own rows; staff read every learner's (the export and the privacy list).
drop policy privacy_requests_select_own on public.privacy_requests;
create policy privacy_requests_select_own_or_team on public.privacy_requests
for select to authenticated using (learner_id = (select auth.uid()) or (select private.is_staff()));
create policy privacy_requests_update_team on public.privacy_requests
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy privacy_requests_update_team_only on public.privacy_requests
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));

drop policy learner_profiles_select_own on public.learner_profiles;
create policy learner_profiles_select_own_or_team on public.learner_profiles
for select to authenticated using (id = (select auth.uid()) or (select private.is_staff()));
drop policy enrolments_select_own on public.enrolments;
create policy enrolments_select_own_or_team on public.enrolments
for select to authenticated using (learner_id = (select auth.uid()) or (select private.is_staff()));
drop policy lessons_select_own on public.lessons;
create policy lessons_select_own_or_team on public.lessons
for select to authenticated using (learner_id = (select auth.uid()) or (select private.is_staff()));
drop policy learner_notifications_select_own on public.learner_notifications;
create policy learner_notifications_select_own_or_team on public.learner_notifications
for select to authenticated using (learner_id = (select auth.uid()) or (select private.is_staff()));

-- 7. The team's functions --------------------------------------------------------------------------

-- Learners' copy and erasure requests, unhandled first, with the legal due date: one month after the
-- request (RGPD art. 12.3), as a Paris date.
create function public.team_privacy_requests()
returns table (
  id uuid, learner_id uuid, kind text, created_at timestamptz, due_on date, handled_at timestamptz,
  email text, full_name text
)
language sql
stable
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  select r.id, r.learner_id, r.kind, r.created_at,
    ((r.created_at at time zone 'Europe/Paris') + interval '1 month')::date,
    r.handled_at, a.email, p.full_name
  from public.privacy_requests r
  left join private.accounts a on a.id = r.learner_id
  left join public.learner_profiles p on p.id = r.learner_id
  order by r.handled_at is null desc, r.created_at;
end;

-- Accounts with no team role and no enrolment yet, newest first: listed until staff link them (the
-- enrolment, issue 43).
create function public.team_new_learner_accounts()
returns table (
  id uuid, email text, full_name text, created_at timestamptz, email_confirmed_at timestamptz,
  last_sign_in_at timestamptz
)
language sql
stable
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  select a.id, a.email, p.full_name, a.created_at, a.email_confirmed_at, a.last_sign_in_at
  from private.accounts a
  left join public.learner_profiles p on p.id = a.id
  where a.team_role is null
    and not exists (select 1 from public.enrolments e where e.learner_id = a.id)
  order by a.created_at desc;
end;

-- The only way to 'learner.export' in the audit: the export inserts one row here and the trigger
-- records it (the row itself is never stored). Not reachable through the API (private schema).
create table private.learner_exports (
  learner_id uuid not null
);
alter table private.learner_exports enable row level security;
revoke all on table private.learner_exports from public, anon, authenticated, service_role;
grant insert (learner_id) on table private.learner_exports to authenticated;
create policy learner_exports_insert_team on private.learner_exports
for insert to authenticated with check ((select private.is_staff()));

-- Checks inside as well (security definer): staff at aal2, an existing account; then the audit row.
create function private.record_learner_export() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise insufficient_privilege using message = 'team_staff_only';
  end if;
  if not exists (select 1 from auth.users where id = new.learner_id) then
    raise no_data_found using message = 'learner_not_found';
  end if;
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id)
  values (auth.uid(), auth.jwt() ->> 'email', 'learner.export', 'auth.users', new.learner_id::text);
  return null;
end;
$$;
revoke all on function private.record_learner_export() from public, anon, authenticated;

create trigger learner_exports_record
before insert on private.learner_exports
for each row execute function private.record_learner_export();

-- Everything held about one learner (RGPD art. 15), as JSON: the account, profile, enrolments, lessons,
-- notifications and privacy requests; the applications and requests sent with the account's address.
-- Testimonials carry no address and cannot be matched to an account.
create function public.team_learner_export(learner_id uuid) returns jsonb
language sql
volatile
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  insert into private.learner_exports (learner_id) values (team_learner_export.learner_id);
  select jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', a.id, 'email', a.email, 'created_at', a.created_at,
        'email_confirmed_at', a.email_confirmed_at, 'last_sign_in_at', a.last_sign_in_at)
      from private.accounts a where a.id = team_learner_export.learner_id
    ),
    'profile', (select to_jsonb(p) from public.learner_profiles p where p.id = team_learner_export.learner_id),
    'enrolments', coalesce((
      select jsonb_agg(to_jsonb(e) order by e.created_at) from public.enrolments e
      where e.learner_id = team_learner_export.learner_id), '[]'::jsonb),
    'lessons', coalesce((
      select jsonb_agg(to_jsonb(l) order by l.starts_at) from public.lessons l
      where l.learner_id = team_learner_export.learner_id), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(n) order by n.created_at) from public.learner_notifications n
      where n.learner_id = team_learner_export.learner_id), '[]'::jsonb),
    'privacy_requests', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at) from public.privacy_requests r
      where r.learner_id = team_learner_export.learner_id), '[]'::jsonb),
    'applications', coalesce((
      select jsonb_agg(to_jsonb(x) - array['notification_attempts', 'notification_claimed_until', 'notification_error'] order by x.created_at)
      from public.applications x
      where x.email = (select a.email from private.accounts a where a.id = team_learner_export.learner_id)), '[]'::jsonb),
    'contact_requests', coalesce((
      select jsonb_agg(to_jsonb(c) - array['notification_attempts', 'notification_claimed_until', 'notification_error'] order by c.created_at)
      from public.contact_requests c
      where c.email = (select a.email from private.accounts a where a.id = team_learner_export.learner_id)), '[]'::jsonb)
  );
end;

revoke all on function public.team_privacy_requests(), public.team_new_learner_accounts(), public.team_learner_export(uuid)
  from public, anon, authenticated;
grant execute on function public.team_privacy_requests(), public.team_new_learner_accounts(), public.team_learner_export(uuid)
  to authenticated;

-- 8. What the Edge Functions team-erase-learner and team-rebuild-site call with the secret key --------

-- Checks an erasure and records it before the Edge Function deletes the account: 'ok', or why not
-- ('team_member': never a team account; 'no_pending_request': the request is not this learner's pending
-- deletion). The audit row keeps only ids, so it survives the deletion without personal data.
create function public.staff_begin_learner_erasure(
  actor_id uuid, actor_email text, learner_id uuid, privacy_request_id uuid
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested timestamptz;
begin
  select r.created_at into requested
  from public.privacy_requests r
  where r.id = privacy_request_id and r.learner_id = staff_begin_learner_erasure.learner_id
    and r.kind = 'deletion' and r.handled_at is null
  for update;
  if exists (
    select 1 from auth.users u
    where u.id = staff_begin_learner_erasure.learner_id and u.raw_app_meta_data ->> 'role' in ('staff', 'trainer')
  ) then
    return 'team_member';
  end if;
  if requested is null then
    return 'no_pending_request';
  end if;
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id, before)
  values (actor_id, actor_email, 'learner.erase', 'auth.users', staff_begin_learner_erasure.learner_id::text,
    jsonb_build_object('privacy_request_id', privacy_request_id, 'requested_at', requested));
  return 'ok';
end;
$$;

-- Any other audit row an Edge Function writes ('site.rebuild', 'learner.erase_failed'), in the name of
-- the caller it verified.
create function public.staff_record_team_action(
  actor_id uuid, actor_email text, action text, table_name text default null, row_id text default null,
  before jsonb default null, after jsonb default null
) returns void
language sql
security definer
set search_path = ''
begin atomic
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id, before, after)
  values (staff_record_team_action.actor_id, staff_record_team_action.actor_email, staff_record_team_action.action,
    staff_record_team_action.table_name, staff_record_team_action.row_id, staff_record_team_action.before,
    staff_record_team_action.after);
end;

revoke all on function public.staff_begin_learner_erasure(uuid, text, uuid, uuid),
  public.staff_record_team_action(uuid, text, text, text, text, jsonb, jsonb)
  from public, anon, authenticated;
grant execute on function public.staff_begin_learner_erasure(uuid, text, uuid, uuid),
  public.staff_record_team_action(uuid, text, text, text, text, jsonb, jsonb)
  to service_role;

-- 9. CVs and letters: staff read them through signed URLs --------------------------------------------

-- Staff at aal2 may select objects of the private bucket, which is what signing a URL needs (the
-- browser asks for 60 seconds). The restrictive twin keeps every other signed-in caller out of it.
create policy candidatures_select_team on storage.objects
for select to authenticated
using (bucket_id = 'candidatures' and (select private.is_staff()));
create policy candidatures_select_team_only on storage.objects
as restrictive for select to authenticated
using (bucket_id <> 'candidatures' or (select private.is_staff()));

-- 10. Retention of the audit --------------------------------------------------------------------------

-- The daily purge (20261123100100_retention.sql) also deletes audit rows older than 6 years: a Qualiopi
-- certificate runs 3 years and its renewal audit reviews the whole past cycle, so 6 years keep the
-- evidence of the current and the previous cycle (and outlast the 5-year limitation period of civil
-- claims, Code civil art. 2224). The notes of requests and applications it deletes are removed from
-- their audit rows the same day: a note may name the person, whose data is gone.
create or replace function public.staff_purge_expired() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  prospects_limit constant timestamptz := now() - interval '3 years';
  learners_limit constant date := ((now() at time zone 'Europe/Paris') - interval '5 years')::date;
  audit_limit constant timestamptz := now() - interval '6 years';
  requests integer;
  applications integer;
  learners integer;
  audit integer;
begin
  delete from public.contact_requests where last_contact_at < prospects_limit;
  get diagnostics requests = row_count;

  delete from public.applications
  where (status <> 'Acceptée' and last_contact_at < prospects_limit)
     or (status = 'Acceptée' and training_ended_on < learners_limit);
  get diagnostics applications = row_count;

  -- Learner rows reference auth.users on delete cascade: deleting the account deletes them all.
  delete from auth.users u
  where exists (select 1 from public.enrolments e where e.learner_id = u.id)
    and not exists (
      select 1 from public.enrolments e
      where e.learner_id = u.id and (e.ended_on is null or e.ended_on >= learners_limit)
    );
  get diagnostics learners = row_count;

  -- The one writer the audit's append-only trigger lets through, for this transaction only.
  perform set_config('team_audit.retention', 'on', true);
  delete from public.team_audit where at < audit_limit;
  get diagnostics audit = row_count;
  update public.team_audit t
  set before = t.before - 'staff_note', after = t.after - 'staff_note'
  where t.table_name in ('applications', 'contact_requests')
    and (t.before ? 'staff_note' or t.after ? 'staff_note')
    and not exists (select 1 from public.applications a where t.table_name = 'applications' and a.id::text = t.row_id)
    and not exists (select 1 from public.contact_requests c where t.table_name = 'contact_requests' and c.id::text = t.row_id);
  perform set_config('team_audit.retention', 'off', true);

  return jsonb_build_object('contact_requests', requests, 'applications', applications, 'learners', learners,
    'team_audit', audit);
end;
$$;
