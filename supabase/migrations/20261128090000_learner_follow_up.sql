-- Learner follow-up (issue 43, docs/security.md §4d): the team invites and enrols learners in a session
-- of the catalogue, trainers follow the learners of the trainings they teach (progress, lessons,
-- notifications) and both hand out PDFs; learners read theirs on the dashboard.
--
-- Same rules as the team space (20261127140000_team_space.sql): a team right needs the role of
-- `app_metadata` and aal2 (private.team_role()); grants say which columns; permissive policies open rows;
-- restrictive policies gate every team write, so a permissive policy added later can never open one
-- without the role and the second factor. Every team write lands in public.team_audit.
--
-- The helpers the policies call are security invoker (splinter 0028/0029) and never read the table whose
-- policy calls them: enrolments ask only trainer_trainings, whose policies ask no helper, so no policy
-- recurses; what a helper reads of enrolments is what the caller may read anyway.

-- Refuses the row as a CHECK constraint would (23514, the constraint's name in the message and in
-- `constraint`): for the rules a trigger enforces because they read other tables.
create function private.refuse_check(table_name text, constraint_name text, detail text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise check_violation using
    message = format('new row for relation "%s" violates check constraint "%s"', table_name, constraint_name),
    constraint = constraint_name,
    detail = detail;
end;
$$;
revoke all on function private.refuse_check(text, text, text) from public, anon, authenticated;

-- 1. The catalogue mirror ------------------------------------------------------------------------------

-- The trainings and dated sessions of the content (src/features/catalogue/catalogue.ts, /catalogue.json),
-- copied by public.sync_catalogue (the Edge Function sync-catalogue, hourly). Public information: the
-- site publishes it. A row the content no longer lists is withdrawn, never deleted (enrolments and
-- documents reference it); the migration inserts none, the first sync does.
create table public.trainings (
  code text primary key,
  slug text not null unique,
  title text not null,
  withdrawn_at timestamptz,
  -- The code names the documents' folder in Storage (lower case): letters and digits only.
  constraint trainings_code_check check (code ~ '^[A-Z0-9]{1,20}$'),
  constraint trainings_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  constraint trainings_title_check check (char_length(title) between 2 and 200 and private.is_clean_line(title))
);
comment on table public.trainings is 'Formations du catalogue (copie du contenu du site par sync-catalogue) ; une formation retirée du site garde sa ligne avec withdrawn_at.';

create table public.training_sessions (
  -- sessionKey() of src/features/catalogue/catalogue.ts: code, first day, format.
  key text primary key,
  training_code text not null references public.trainings (code),
  starts_on date not null,
  ends_on date not null,
  format text not null,
  venue text not null,
  registration_deadline date not null,
  seats_left smallint,
  seats_counted_on date,
  withdrawn_at timestamptz,
  constraint training_sessions_key_training_key unique (key, training_code),
  constraint training_sessions_key_check check (key ~ '^[a-z0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}-[a-z]+$'),
  constraint training_sessions_format_check check (format in ('Présentiel', 'Distanciel', 'Alternance')),
  constraint training_sessions_venue_check check (char_length(venue) between 1 and 200 and private.is_clean_line(venue))
);
create index training_sessions_training_code_idx on public.training_sessions (training_code, starts_on);
comment on table public.training_sessions is 'Sessions datées du catalogue (clé stable sessionKey()) ; une session retirée du site garde sa ligne avec withdrawn_at.';

alter table public.trainings enable row level security;
alter table public.training_sessions enable row level security;
revoke all on table public.trainings, public.training_sessions from public, anon, authenticated, service_role;
grant select on table public.trainings, public.training_sessions to anon, authenticated, service_role;
create policy trainings_select_all on public.trainings for select to anon, authenticated using (true);
create policy training_sessions_select_all on public.training_sessions for select to anon, authenticated using (true);

-- Copies the catalogue (the JSON of catalogueOf(), version 1): upserts every training and session,
-- withdraws what the feed no longer lists, brings back what it lists again. Answers the counts.
-- Security definer: no API role writes the mirror; only the secret key (service_role) may call it.
create function public.sync_catalogue(catalogue jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  dated jsonb;
  training_codes text[] := '{}';
  session_keys text[] := '{}';
  trainings_withdrawn integer;
  sessions_withdrawn integer;
begin
  if catalogue is null or catalogue -> 'version' is distinct from '1'::jsonb
    or jsonb_typeof(catalogue -> 'trainings') is distinct from 'array' then
    raise invalid_parameter_value using message = 'catalogue_version',
      detail = 'Expected {"version": 1, "trainings": [...]}, the JSON of catalogueOf().';
  end if;
  for item in select value from jsonb_array_elements(catalogue -> 'trainings') loop
    insert into public.trainings as t (code, slug, title, withdrawn_at)
    values (item ->> 'code', item ->> 'slug', item ->> 'title', null)
    on conflict (code) do update set slug = excluded.slug, title = excluded.title, withdrawn_at = null;
    training_codes := training_codes || (item ->> 'code');
    for dated in select value from jsonb_array_elements(coalesce(item -> 'sessions', '[]')) loop
      insert into public.training_sessions as s (key, training_code, starts_on, ends_on, format, venue,
        registration_deadline, seats_left, seats_counted_on, withdrawn_at)
      values (dated ->> 'key', item ->> 'code', (dated ->> 'start')::date, (dated ->> 'end')::date,
        dated ->> 'format', dated ->> 'venue', (dated ->> 'registrationDeadline')::date,
        (dated ->> 'seatsLeft')::smallint, (dated ->> 'seatsCountedOn')::date, null)
      on conflict (key) do update set
        training_code = excluded.training_code, starts_on = excluded.starts_on, ends_on = excluded.ends_on,
        format = excluded.format, venue = excluded.venue, registration_deadline = excluded.registration_deadline,
        seats_left = excluded.seats_left, seats_counted_on = excluded.seats_counted_on, withdrawn_at = null;
      session_keys := session_keys || (dated ->> 'key');
    end loop;
  end loop;
  update public.training_sessions set withdrawn_at = now()
  where withdrawn_at is null and key <> all (session_keys);
  get diagnostics sessions_withdrawn = row_count;
  update public.trainings set withdrawn_at = now()
  where withdrawn_at is null and code <> all (training_codes);
  get diagnostics trainings_withdrawn = row_count;
  return jsonb_build_object(
    'trainings', cardinality(training_codes),
    'sessions', cardinality(session_keys),
    'trainings_withdrawn', trainings_withdrawn,
    'sessions_withdrawn', sessions_withdrawn
  );
end;
$$;
revoke all on function public.sync_catalogue(jsonb) from public, anon, authenticated;
grant execute on function public.sync_catalogue(jsonb) to service_role;

-- Hourly at minute 7, where pg_cron exists: the Edge Function reads the site's /catalogue.json. Tests
-- run this same command (cron.job 'catalogue-sync').
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(
      'catalogue-sync',
      '7 * * * *',
      $job$select private.call_staff_function('sync-catalogue', '{}'::jsonb)$job$
    );
  end if;
end;
$$;

-- Enrolments name a session of the catalogue (their rights and triggers: section 4).
alter table public.enrolments add column training_code text, add column session_key text;
-- Created before the training's own key so that it fires first: an unknown training or session both
-- answer enrolments_session_fkey.
alter table public.enrolments add constraint enrolments_session_fkey
  foreign key (session_key, training_code) references public.training_sessions (key, training_code);
alter table public.enrolments add constraint enrolments_training_code_fkey
  foreign key (training_code) references public.trainings (code);
-- Rows typed by hand before this migration keep their title's training when the catalogue has it.
update public.enrolments e set training_code = t.code
from public.trainings t where lower(t.title) = lower(e.training_title);
alter table public.enrolments drop column training_title;
-- Not valid: the rows typed by hand before stay; every new or updated row names its session.
alter table public.enrolments add constraint enrolments_training_check
  check (training_code is not null and session_key is not null) not valid;
alter table public.enrolments add constraint enrolments_learner_session_key unique (learner_id, session_key);
create index enrolments_session_idx on public.enrolments (session_key, training_code);
create index enrolments_training_code_idx on public.enrolments (training_code);
comment on column public.enrolments.training_code is 'Formation du catalogue (public.trainings).';
comment on column public.enrolments.session_key is 'Session du catalogue (public.training_sessions.key) ; ended_on prend sa date de fin par défaut.';

-- 2. Who teaches what ----------------------------------------------------------------------------------

create table public.trainer_trainings (
  trainer_id uuid not null references auth.users (id) on delete cascade,
  training_code text not null references public.trainings (code),
  created_at timestamptz not null default now(),
  primary key (trainer_id, training_code)
);
create index trainer_trainings_training_code_idx on public.trainer_trainings (training_code);
comment on table public.trainer_trainings is 'Formations qu''un formateur (app_metadata.role = trainer) enseigne : il suit les apprenants inscrits à celles-ci.';

-- Only an account whose app_metadata names it a trainer may be assigned. Security definer: auth.users.
create function private.trainer_trainings_check_trainer() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from auth.users u where u.id = new.trainer_id and u.raw_app_meta_data ->> 'role' = 'trainer'
  ) then
    perform private.refuse_check('trainer_trainings', 'trainer_trainings_trainer_check',
      'Only an account with app_metadata.role = trainer teaches a training.');
  end if;
  return new;
end;
$$;
revoke all on function private.trainer_trainings_check_trainer() from public, anon, authenticated;
create trigger trainer_trainings_check_trainer
before insert or update on public.trainer_trainings
for each row execute function private.trainer_trainings_check_trainer();

-- The caller is a trainer at aal2 assigned to `training_code`.
create function private.teaches(training_code text) returns boolean
language sql stable
set search_path = ''
return coalesce(private.team_role() = 'trainer', false) and exists (
  select 1 from public.trainer_trainings tt
  where tt.trainer_id = auth.uid() and tt.training_code = teaches.training_code
);

-- The same for the first folder of a documents object (the training code in lower case).
create function private.teaches_folder(object_name text) returns boolean
language sql stable
set search_path = ''
return coalesce(private.team_role() = 'trainer', false) and exists (
  select 1 from public.trainer_trainings tt
  where tt.trainer_id = auth.uid() and lower(tt.training_code) = split_part(object_name, '/', 1)
);

-- Staff, or a trainer teaching a training the learner is enrolled in.
create function private.follows_learner(learner uuid) returns boolean
language sql stable
set search_path = ''
return private.is_staff() or exists (
  select 1 from public.enrolments e where e.learner_id = learner and private.teaches(e.training_code)
);

-- Staff, or a trainer teaching the enrolment's training.
create function private.follows_enrolment(enrolment uuid) returns boolean
language sql stable
set search_path = ''
return private.is_staff() or exists (
  select 1 from public.enrolments e where e.id = enrolment and private.teaches(e.training_code)
);

-- Any team member at aal2: what every restrictive policy of a team write asks.
create function private.is_team() returns boolean
language sql stable parallel safe
set search_path = ''
return private.team_role() is not null;

revoke all on function private.teaches(text), private.teaches_folder(text), private.follows_learner(uuid),
  private.follows_enrolment(uuid), private.is_team() from public, anon;
grant execute on function private.teaches(text), private.teaches_folder(text), private.follows_learner(uuid),
  private.follows_enrolment(uuid), private.is_team() to authenticated;

alter table public.trainer_trainings enable row level security;
revoke all on table public.trainer_trainings from public, anon, authenticated, service_role;
grant select on table public.trainer_trainings to authenticated;
grant insert (trainer_id, training_code) on table public.trainer_trainings to authenticated;
grant delete on table public.trainer_trainings to authenticated;
grant select, insert, delete on table public.trainer_trainings to service_role;

create policy trainer_trainings_select_team on public.trainer_trainings
for select to authenticated
using ((select private.is_staff()) or (trainer_id = (select auth.uid()) and (select private.team_role()) = 'trainer'));
create policy trainer_trainings_insert_staff on public.trainer_trainings
for insert to authenticated with check ((select private.is_staff()));
create policy trainer_trainings_delete_staff on public.trainer_trainings
for delete to authenticated using ((select private.is_staff()));
create policy trainer_trainings_select_team_only on public.trainer_trainings
as restrictive for select to authenticated using ((select private.is_team()));
create policy trainer_trainings_insert_team_only on public.trainer_trainings
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy trainer_trainings_delete_team_only on public.trainer_trainings
as restrictive for delete to authenticated using ((select private.is_team()));

-- Trainers read the accounts of the learners they follow (team_learners), nothing else.
drop policy accounts_select_team on private.accounts;
create policy accounts_select_team on private.accounts
for select to authenticated
using ((select private.is_staff()) or private.follows_learner(id));

-- 3. The audit of every team write ----------------------------------------------------------------------

alter table public.team_audit drop constraint team_audit_action_check;
alter table public.team_audit add constraint team_audit_action_check check (action in (
  'applications.update', 'contact_requests.update',
  'testimonials.publish', 'testimonials.refuse', 'testimonials.withdraw', 'testimonials.reopen',
  'privacy_requests.handle', 'learner.export', 'learner.erase', 'learner.erase_failed', 'site.rebuild',
  'learner.invite',
  'trainer_trainings.insert', 'trainer_trainings.update', 'trainer_trainings.delete',
  'learner_profiles.insert', 'learner_profiles.update', 'learner_profiles.delete',
  'enrolments.insert', 'enrolments.update', 'enrolments.delete',
  'lessons.insert', 'lessons.update', 'lessons.delete',
  'learner_notifications.insert', 'learner_notifications.update', 'learner_notifications.delete',
  'learner_documents.insert', 'learner_documents.update', 'learner_documents.delete'
));

-- One audit row per insert, update or delete by a team member (at aal2: nobody else writes these tables
-- through the API): `<table>.<operation>`, the whole row before a delete and after an insert, the
-- changed columns before and after an update. Writes by the secret key or SQL are not the team's.
create function private.audit_team_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row constant jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row constant jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  row_ref constant jsonb := coalesce(new_row, old_row);
  was jsonb := '{}';
  now_is jsonb := '{}';
  col text;
begin
  if private.team_role() is null then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    for col in select jsonb_object_keys(new_row) loop
      if old_row -> col is distinct from new_row -> col then
        was := was || jsonb_build_object(col, old_row -> col);
        now_is := now_is || jsonb_build_object(col, new_row -> col);
      end if;
    end loop;
    if now_is = '{}' then
      return null;
    end if;
  end if;
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id, before, after)
  values (auth.uid(), auth.jwt() ->> 'email', tg_table_name || '.' || lower(tg_op), tg_table_name,
    coalesce(row_ref ->> 'id', (row_ref ->> 'trainer_id') || '/' || (row_ref ->> 'training_code')),
    case tg_op when 'INSERT' then null when 'DELETE' then old_row else was end,
    case tg_op when 'DELETE' then null when 'INSERT' then new_row else now_is end);
  return null;
end;
$$;
revoke all on function private.audit_team_write() from public, anon, authenticated;

-- 4. Enrolments: a session of the catalogue ------------------------------------------------------------

-- On insert (or a change of session): the session must be open, ended_on defaults to its last day.
-- A trainer changes only the progress.
create function private.enrolments_before_write() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  session_end date;
  session_withdrawn timestamptz;
begin
  if tg_op = 'UPDATE' and private.team_role() = 'trainer'
    and (new.session_key is distinct from old.session_key or new.ended_on is distinct from old.ended_on
      or new.training_code is distinct from old.training_code or new.learner_id is distinct from old.learner_id) then
    raise insufficient_privilege using message = 'trainer_progress_only';
  end if;
  if tg_op = 'INSERT' or new.session_key is distinct from old.session_key then
    select s.ends_on, s.withdrawn_at into session_end, session_withdrawn
    from public.training_sessions s
    where s.key = new.session_key and s.training_code = new.training_code;
    if session_withdrawn is not null then
      perform private.refuse_check('enrolments', 'enrolments_session_open_check',
        'The session is withdrawn from the catalogue.');
    end if;
    if tg_op = 'INSERT' and new.ended_on is null then
      new.ended_on := session_end;
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.enrolments_before_write() from public, anon, authenticated;
create trigger enrolments_before_write
before insert or update on public.enrolments
for each row execute function private.enrolments_before_write();

grant insert (learner_id, training_code, session_key, progress, ended_on) on table public.enrolments to authenticated;
grant update (session_key, progress, ended_on) on table public.enrolments to authenticated;
grant delete on table public.enrolments to authenticated;

drop policy enrolments_select_own_or_team on public.enrolments;
create policy enrolments_select_own_or_team on public.enrolments
for select to authenticated
using (learner_id = (select auth.uid()) or (select private.is_staff()) or private.teaches(training_code));
create policy enrolments_insert_staff on public.enrolments
for insert to authenticated with check ((select private.is_staff()));
create policy enrolments_update_team on public.enrolments
for update to authenticated
using ((select private.is_staff()) or private.teaches(training_code))
with check ((select private.is_staff()) or private.teaches(training_code));
create policy enrolments_delete_staff on public.enrolments
for delete to authenticated using ((select private.is_staff()));
create policy enrolments_insert_team_only on public.enrolments
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy enrolments_update_team_only on public.enrolments
as restrictive for update to authenticated using ((select private.is_team())) with check ((select private.is_team()));
create policy enrolments_delete_team_only on public.enrolments
as restrictive for delete to authenticated using ((select private.is_team()));

-- 5. Profiles, lessons, notifications ------------------------------------------------------------------

grant insert (id, full_name) on table public.learner_profiles to authenticated;
grant update (full_name) on table public.learner_profiles to authenticated;

drop policy learner_profiles_select_own_or_team on public.learner_profiles;
create policy learner_profiles_select_own_or_team on public.learner_profiles
for select to authenticated using (id = (select auth.uid()) or private.follows_learner(id));
create policy learner_profiles_insert_staff on public.learner_profiles
for insert to authenticated with check ((select private.is_staff()));
create policy learner_profiles_update_staff on public.learner_profiles
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy learner_profiles_insert_team_only on public.learner_profiles
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy learner_profiles_update_team_only on public.learner_profiles
as restrictive for update to authenticated using ((select private.is_team())) with check ((select private.is_team()));

-- Where the lesson takes place when it has no join link (or both: a room and a link).
alter table public.lessons add column place text;
alter table public.lessons add constraint lessons_place_check
  check (char_length(place) between 2 and 150 and private.is_clean_line(place));
comment on column public.lessons.place is 'Lieu de la séance (salle, adresse) ; sans lien de classe virtuelle, la séance a lieu sur place.';

grant insert (enrolment_id, learner_id, title, starts_at, ends_at, join_url, place) on table public.lessons to authenticated;
grant update (title, starts_at, ends_at, join_url, place) on table public.lessons to authenticated;
grant delete on table public.lessons to authenticated;

drop policy lessons_select_own_or_team on public.lessons;
create policy lessons_select_own_or_team on public.lessons
for select to authenticated using (learner_id = (select auth.uid()) or private.follows_enrolment(enrolment_id));
create policy lessons_insert_team on public.lessons
for insert to authenticated with check (private.follows_enrolment(enrolment_id));
create policy lessons_update_team on public.lessons
for update to authenticated using (private.follows_enrolment(enrolment_id)) with check (private.follows_enrolment(enrolment_id));
create policy lessons_delete_team on public.lessons
for delete to authenticated using (private.follows_enrolment(enrolment_id));
create policy lessons_insert_team_only on public.lessons
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy lessons_update_team_only on public.lessons
as restrictive for update to authenticated using ((select private.is_team())) with check ((select private.is_team()));
create policy lessons_delete_team_only on public.lessons
as restrictive for delete to authenticated using ((select private.is_team()));

grant insert (learner_id, kind, message, link) on table public.learner_notifications to authenticated;
grant delete on table public.learner_notifications to authenticated;

drop policy learner_notifications_select_own_or_team on public.learner_notifications;
create policy learner_notifications_select_own_or_team on public.learner_notifications
for select to authenticated using (learner_id = (select auth.uid()) or private.follows_learner(learner_id));
create policy learner_notifications_insert_team on public.learner_notifications
for insert to authenticated with check (private.follows_learner(learner_id));
create policy learner_notifications_delete_team on public.learner_notifications
for delete to authenticated using (private.follows_learner(learner_id));
create policy learner_notifications_insert_team_only on public.learner_notifications
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy learner_notifications_delete_team_only on public.learner_notifications
as restrictive for delete to authenticated using ((select private.is_team()));

-- 6. Documents -----------------------------------------------------------------------------------------

-- Private bucket of the learners' PDFs; Storage enforces the size and type (413, 415).
-- LEARNER_DOCUMENT_FILES.maxBytes (src/config/site.ts) equals file_size_limit (tests/db keeps them equal).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A PDF for every learner of a session (convocation, programme, règlement intérieur…) or for one learner
-- (attestation…). Uploaded first under <training code lower>/<session key | learner uuid>/<uuid v4>.pdf,
-- then the row names it; the row is deleted first, then the object.
create table public.learner_documents (
  id uuid primary key default gen_random_uuid(),
  training_code text not null references public.trainings (code),
  session_key text,
  learner_id uuid references auth.users (id) on delete cascade,
  title text not null,
  object_path text not null unique,
  size_bytes integer,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint learner_documents_session_fkey foreign key (session_key, training_code)
    references public.training_sessions (key, training_code),
  constraint learner_documents_target_check check ((session_key is null) <> (learner_id is null)),
  constraint learner_documents_title_check check (char_length(title) between 2 and 150 and private.is_clean_line(title)),
  constraint learner_documents_object_path_check check (
    split_part(object_path, '/', 1) = lower(training_code)
    and split_part(object_path, '/', 2) = coalesce(session_key, learner_id::text)
    and split_part(object_path, '/', 3) ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$'
    and split_part(object_path, '/', 4) = ''
  )
);
create index learner_documents_session_idx on public.learner_documents (session_key, training_code);
create index learner_documents_training_code_idx on public.learner_documents (training_code);
create index learner_documents_learner_id_idx on public.learner_documents (learner_id);
comment on table public.learner_documents is 'Documents PDF remis aux apprenants : à toute une session ou à un apprenant ; le fichier est dans le bucket privé documents.';

-- The object must be stored, non-empty and stored as a PDF; its size is Storage's. A learner's own
-- document needs the learner enrolled in the training. Security definer: storage.objects.
create function private.learner_documents_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored_size bigint;
begin
  -- An API caller who may not write this row learns nothing about Storage here: the policies refuse it.
  if current_setting('role', true) in ('anon', 'authenticated')
    and not (private.is_staff() or private.teaches(new.training_code)) then
    return new;
  end if;
  select (o.metadata ->> 'size')::bigint into stored_size
  from storage.objects o
  where o.bucket_id = 'documents' and o.name = new.object_path
    and o.metadata ->> 'mimetype' = 'application/pdf'
    and coalesce(o.metadata ->> 'size', '') ~ '^[0-9]{1,19}$';
  if coalesce(stored_size, 0) <= 0 then
    perform private.refuse_check('learner_documents', 'learner_documents_stored_pdf_check',
      'object_path must name a non-empty object of the documents bucket stored as application/pdf.');
  end if;
  if new.learner_id is not null and not exists (
    select 1 from public.enrolments e where e.learner_id = new.learner_id and e.training_code = new.training_code
  ) then
    perform private.refuse_check('learner_documents', 'learner_documents_learner_enrolled_check',
      'A learner''s document needs the learner enrolled in the training.');
  end if;
  new.size_bytes := stored_size;
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.learner_documents_before_insert() from public, anon, authenticated;
create trigger learner_documents_before_insert
before insert on public.learner_documents
for each row execute function private.learner_documents_before_insert();

-- Rows are never edited: a new version is a new document.
alter table public.learner_documents enable row level security;
revoke all on table public.learner_documents from public, anon, authenticated, service_role;
grant select on table public.learner_documents to authenticated;
grant insert (training_code, session_key, learner_id, title, object_path) on table public.learner_documents to authenticated;
grant delete on table public.learner_documents to authenticated;
grant select, insert, delete on table public.learner_documents to service_role;

create policy learner_documents_select_own_or_team on public.learner_documents
for select to authenticated
using (
  learner_id = (select auth.uid())
  or (session_key is not null and exists (
    select 1 from public.enrolments e
    where e.learner_id = (select auth.uid()) and e.session_key = learner_documents.session_key
  ))
  or (select private.is_staff())
  or private.teaches(training_code)
);
create policy learner_documents_insert_team on public.learner_documents
for insert to authenticated with check ((select private.is_staff()) or private.teaches(training_code));
create policy learner_documents_delete_team on public.learner_documents
for delete to authenticated using ((select private.is_staff()) or private.teaches(training_code));
create policy learner_documents_insert_team_only on public.learner_documents
as restrictive for insert to authenticated with check ((select private.is_team()));
create policy learner_documents_delete_team_only on public.learner_documents
as restrictive for delete to authenticated using ((select private.is_team()));

-- Storage: staff and the trainers of the folder's training upload and remove (under the row's key
-- format); they and the learners who may read the row select the object, which signing a URL needs.
create policy documents_insert_team on storage.objects
for insert to authenticated
with check (
  bucket_id = 'documents'
  and name ~ '^[a-z0-9]+/[a-z0-9-]+/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.pdf$'
  and ((select private.is_staff()) or private.teaches_folder(name))
);
create policy documents_select_team_or_reader on storage.objects
for select to authenticated
using (
  bucket_id = 'documents'
  and (
    (select private.is_staff())
    or private.teaches_folder(name)
    or exists (select 1 from public.learner_documents d where d.object_path = objects.name)
  )
);
create policy documents_delete_team on storage.objects
for delete to authenticated
using (bucket_id = 'documents' and ((select private.is_staff()) or private.teaches_folder(name)));
create policy documents_insert_team_only on storage.objects
as restrictive for insert to authenticated
with check (bucket_id <> 'documents' or (select private.is_team()));
create policy documents_delete_team_only on storage.objects
as restrictive for delete to authenticated
using (bucket_id <> 'documents' or (select private.is_team()));

-- 7. The audit triggers ---------------------------------------------------------------------------------

create trigger trainer_trainings_audit after insert or update or delete on public.trainer_trainings
for each row execute function private.audit_team_write();
create trigger learner_profiles_audit after insert or update or delete on public.learner_profiles
for each row execute function private.audit_team_write();
create trigger enrolments_audit after insert or update or delete on public.enrolments
for each row execute function private.audit_team_write();
create trigger lessons_audit after insert or update or delete on public.lessons
for each row execute function private.audit_team_write();
create trigger learner_notifications_audit after insert or update or delete on public.learner_notifications
for each row execute function private.audit_team_write();
create trigger learner_documents_audit after insert or update or delete on public.learner_documents
for each row execute function private.audit_team_write();

-- 8. The team's functions -------------------------------------------------------------------------------

-- Every learner with at least one enrolment the caller follows (staff: every enrolled learner; a trainer:
-- the learners of the trainings they teach, through the policies of enrolments and accounts), by name.
create function public.team_learners()
returns table (
  learner_id uuid, email text, full_name text, email_confirmed_at timestamptz, last_sign_in_at timestamptz,
  invited boolean
)
language sql
stable
set search_path = ''
begin atomic
  select private.require_team(private.is_team());
  select a.id, a.email, p.full_name, a.email_confirmed_at, a.last_sign_in_at, a.invited
  from private.accounts a
  left join public.learner_profiles p on p.id = a.id
  where exists (select 1 from public.enrolments e where e.learner_id = a.id)
  order by p.full_name nulls last, a.email;
end;

-- Every account whose role is trainer, with the codes of the trainings they teach (staff only).
create function public.team_trainers()
returns table (trainer_id uuid, email text, trainings text[])
language sql
stable
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  select a.id, a.email, array(
    select tt.training_code from public.trainer_trainings tt where tt.trainer_id = a.id order by tt.training_code
  )
  from private.accounts a
  where a.team_role = 'trainer'
  order by a.email;
end;

-- Staff enrol an account in one go: the profile's name (created or corrected), then the enrolment.
create function public.team_enrol_learner(learner_id uuid, full_name text, training_code text, session_key text)
returns uuid
language sql
volatile
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  insert into public.learner_profiles as p (id, full_name)
  values (team_enrol_learner.learner_id, team_enrol_learner.full_name)
  on conflict (id) do update set full_name = excluded.full_name
  where p.full_name is distinct from excluded.full_name;
  insert into public.enrolments (learner_id, training_code, session_key)
  values (team_enrol_learner.learner_id, team_enrol_learner.training_code, team_enrol_learner.session_key)
  returning id;
end;

revoke all on function public.team_learners(), public.team_trainers(), public.team_enrol_learner(uuid, text, text, text)
  from public, anon, authenticated;
grant execute on function public.team_learners(), public.team_trainers(), public.team_enrol_learner(uuid, text, text, text)
  to authenticated;

-- The export (RGPD art. 15) now lists the learner's documents too (their rows: the PDFs are sent apart).
create or replace function public.team_learner_export(learner_id uuid) returns jsonb
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
    'documents', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at) from public.learner_documents d
      where d.learner_id = team_learner_export.learner_id
        or d.session_key in (select e.session_key from public.enrolments e where e.learner_id = team_learner_export.learner_id)), '[]'::jsonb),
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

-- 9. What the Edge Functions call with the secret key -------------------------------------------------

-- team-invite-learner: the profile and the enrolment of the account it just invited, in one
-- transaction, and 'learner.invite' in the audit in the staff caller's name. Answers the enrolment's id.
create function public.staff_enrol_invited_learner(
  actor_id uuid, actor_email text, learner_id uuid, full_name text, training_code text, session_key text
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  enrolment uuid;
begin
  insert into public.learner_profiles (id, full_name) values (learner_id, full_name);
  insert into public.enrolments (learner_id, training_code, session_key)
  values (learner_id, training_code, session_key)
  returning id into enrolment;
  insert into public.team_audit (actor_id, actor_email, action, table_name, row_id, after)
  values (actor_id, actor_email, 'learner.invite', 'auth.users', learner_id::text,
    jsonb_build_object('enrolment_id', enrolment, 'training_code', training_code, 'session_key', session_key));
  return enrolment;
end;
$$;

-- team-invite-learner: the account that already holds this address, if any (Auth's users are not
-- readable through the API; Auth stores addresses in lower case).
create function public.staff_account_id(email text) returns uuid
language sql
stable
security definer
set search_path = ''
begin atomic
  select u.id from auth.users u where lower(u.email) = lower(trim(staff_account_id.email)) limit 1;
end;

-- team-erase-learner: the learner's own document objects, to remove from the bucket before the account.
create function public.staff_learner_document_objects(learner_id uuid) returns table (name text)
language sql
stable
security definer
set search_path = ''
begin atomic
  select d.object_path from public.learner_documents d
  where d.learner_id = staff_learner_document_objects.learner_id
  order by d.object_path;
end;

-- purge: objects of the documents bucket uploaded more than a day ago that no row names: the PDFs of
-- learners deleted by the retention job (their rows went with the account), and uploads whose row was
-- never written (upload first, then the row). The function removes them through Storage.
create function public.staff_unreferenced_documents(max_rows integer default 1000) returns table (name text)
language sql
stable
security definer
set search_path = ''
begin atomic
  select o.name from storage.objects o
  where o.bucket_id = 'documents'
    and o.created_at < now() - interval '24 hours'
    and not exists (select 1 from public.learner_documents d where d.object_path = o.name)
  order by o.created_at
  limit staff_unreferenced_documents.max_rows;
end;

revoke all on function public.staff_enrol_invited_learner(uuid, text, uuid, text, text, text),
  public.staff_account_id(text), public.staff_learner_document_objects(uuid),
  public.staff_unreferenced_documents(integer) from public, anon, authenticated;
grant execute on function public.staff_enrol_invited_learner(uuid, text, uuid, text, text, text),
  public.staff_account_id(text), public.staff_learner_document_objects(uuid),
  public.staff_unreferenced_documents(integer) to service_role;
