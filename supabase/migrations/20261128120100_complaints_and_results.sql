-- The quality loop's staff side (issue 44, Qualiopi indicators 2, 3, 30 to 32; docs/product.md §2.3,
-- docs/security.md §4e): complaints sent from /reclamations/ and their register, the exam counts staff
-- enter per training and cohort (published only from 5 entrants), and the improvements staff publish.
--
-- Same rules as the team space (20261127140000_team_space.sql, 20261128090000_learner_follow_up.sql):
-- a team right needs the role of `app_metadata` and aal2; permissive policies open rows to staff and
-- restrictive twins gate the same commands; every team write lands in public.team_audit.

-- 1. Working days -----------------------------------------------------------------------------------

-- Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher): the movable holidays follow it.
create function private.easter_sunday(year integer) returns date
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  a constant integer := year % 19;
  b constant integer := year / 100;
  c constant integer := year % 100;
  h integer;
  l integer;
  m integer;
begin
  h := (19 * a + b - b / 4 - (b - (b + 8) / 25 + 1) / 3 + 15) % 30;
  l := (32 + 2 * (b % 4) + 2 * (c / 4) - h - c % 4) % 7;
  m := (a + 11 * h + 22 * l) / 451;
  return make_date(year, (h + l - 7 * m + 114) / 31, (h + l - 7 * m + 114) % 31 + 1);
end;
$$;

-- A public holiday of metropolitan France (Code du travail L3133-1): the eight fixed days, Easter
-- Monday, Ascension and Whit Monday.
create function private.is_french_holiday(day date) returns boolean
language sql immutable parallel safe
set search_path = ''
return to_char(day, 'MM-DD') in ('01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25')
  or day - private.easter_sunday(extract(year from day)::integer) in (1, 39, 50);

-- The `n`-th working day after `day` (Monday to Friday, public holidays excluded): the complaints'
-- deadlines are counted in working days from the day of receipt (content/legal/reclamations.mdx).
create function private.add_working_days(day date, n integer) returns date
language sql immutable parallel safe
set search_path = ''
-- A SQL-standard body, bound at creation: the computed columns call it as the team, who cannot look up
-- the private schema.
return (
  select w.d from (
    select g::date as d, row_number() over (order by g) as k
    from generate_series(day + 1, day + n * 2 + 20, interval '1 day') g
    where extract(isodow from g) < 6 and not private.is_french_holiday(g::date)
  ) w
  where w.k = n
);

revoke all on function private.easter_sunday(integer), private.is_french_holiday(date), private.add_working_days(date, integer)
  from public, anon;
-- The due dates the register reads are computed columns that staff call as themselves.
grant execute on function private.easter_sunday(integer), private.is_french_holiday(date), private.add_working_days(date, integer)
  to authenticated;

-- 2. Complaints -------------------------------------------------------------------------------------

-- A complaint sent from /reclamations/ (indicator 31), stored like the other requests
-- (20261120090400_contact_requests.sql): insert only, under the browser's uuid, one row per call, 5 per
-- e-mail per 24 hours, never read back. The register columns are the staff's.
create table public.complaints (
  id uuid primary key,
  name text not null,
  email text not null,
  telephone text,
  training_code text references public.trainings (code),
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  -- The register (staff at aal2): each date is the server's when staff record the step.
  acknowledged_at timestamptz,
  answered_at timestamptz,
  action_taken text,
  closed_at timestamptz,
  staff_note text,
  -- notify-staff (20261123100000_staff_notifications.sql).
  notified_at timestamptz,
  notification_attempts integer not null default 0,
  notification_claimed_until timestamptz,
  notification_error text,
  constraint complaints_name_check check (char_length(name) between 1 and 100 and private.is_person_name(name)),
  constraint complaints_email_check check (char_length(email) <= 254 and private.is_email(email)),
  constraint complaints_telephone_check check (private.is_phone(telephone)),
  constraint complaints_subject_check check (char_length(subject) between 1 and 200 and private.is_clean_line(subject)),
  constraint complaints_message_check check (char_length(message) between 1 and 5000 and private.is_clean_text(message)),
  constraint complaints_action_taken_check check (char_length(action_taken) between 1 and 2000 and private.is_clean_text(action_taken)),
  constraint complaints_staff_note_check check (char_length(staff_note) between 1 and 2000 and private.is_clean_text(staff_note)),
  -- The register's order: acknowledged on or after receipt, answered after the acknowledgement, closed
  -- once answered with the action taken written down.
  constraint complaints_acknowledged_at_check check (acknowledged_at >= created_at),
  constraint complaints_answered_at_check check (
    answered_at is null or (acknowledged_at is not null and answered_at >= acknowledged_at)
  ),
  constraint complaints_closed_at_check check (
    closed_at is null or (answered_at is not null and action_taken is not null and closed_at >= answered_at)
  )
);
comment on table public.complaints is 'Réclamations reçues par le formulaire de /reclamations/ et leur registre (indicateur Qualiopi 31). Supprimées 5 ans après leur clôture (docs/product.md §9).';

create index complaints_email_created_at_idx on public.complaints (email, created_at);
create index complaints_not_notified_idx on public.complaints (created_at) where notified_at is null;
create index complaints_closed_at_idx on public.complaints (closed_at);

alter table public.complaints enable row level security;
revoke all on table public.complaints from public, anon, authenticated, service_role;
grant insert (id, name, email, telephone, training_code, subject, message) on table public.complaints to anon, authenticated;
grant select on table public.complaints to authenticated;
grant update (acknowledged_at, answered_at, action_taken, closed_at, staff_note) on table public.complaints to authenticated;
grant select, update, delete on table public.complaints to service_role;

create policy complaints_insert_new on public.complaints
for insert to anon, authenticated
with check (acknowledged_at is null and answered_at is null and closed_at is null and action_taken is null and staff_note is null);
create policy complaints_select_team on public.complaints
for select to authenticated using ((select private.is_staff()));
create policy complaints_update_team on public.complaints
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy complaints_select_team_only on public.complaints
as restrictive for select to authenticated using ((select private.is_staff()));
create policy complaints_update_team_only on public.complaints
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));

-- Normalises the values, pins the server-owned columns and enforces the per-e-mail quota.
-- Security definer: counting rows needs a read access the visitor does not have.
create function private.complaints_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := private.normalize_line(new.name);
  new.email := lower(btrim(new.email));
  new.telephone := nullif(btrim(new.telephone), '');
  new.training_code := nullif(btrim(new.training_code), '');
  new.subject := private.normalize_line(new.subject);
  new.message := private.normalize_text(new.message);
  new.created_at := now();
  new.acknowledged_at := null;
  new.answered_at := null;
  new.action_taken := null;
  new.closed_at := null;
  new.staff_note := null;
  new.notified_at := null;
  new.notification_attempts := 0;
  new.notification_claimed_until := null;
  new.notification_error := null;

  -- A retry of a stored complaint must reach the primary key (23505, read as success), not the quota.
  if exists (select 1 from public.complaints where id = new.id) then
    return new;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('complaints:' || coalesce(new.email, ''), 0));
  if (
    select count(*) from public.complaints
    where email = new.email and created_at > now() - interval '24 hours'
  ) >= 5 then
    perform private.raise_rate_limited('Trop de réclamations envoyées avec cette adresse e-mail. Réessayez demain.');
  end if;
  return new;
end;
$$;
revoke all on function private.complaints_before_insert() from public, anon, authenticated;

create trigger complaints_before_insert
before insert on public.complaints
for each row execute function private.complaints_before_insert();

create trigger complaints_one_row_per_request
after insert on public.complaints
referencing new table as inserted_rows
for each statement execute function private.refuse_multi_row_insert();

-- A staff update: the texts trimmed (empty → null), and each step the team records stamped with the
-- server's time when it is set (whatever the browser sent), kept when it already was. Only for the API
-- role: migrations, tests and the dashboard keep their values.
create function private.complaints_before_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.action_taken := nullif(private.normalize_text(new.action_taken), '');
  new.staff_note := nullif(private.normalize_text(new.staff_note), '');
  if current_setting('role') = 'authenticated' then
    if new.acknowledged_at is not null then
      new.acknowledged_at := coalesce(old.acknowledged_at, now());
    end if;
    if new.answered_at is not null then
      new.answered_at := coalesce(old.answered_at, now());
    end if;
    if new.closed_at is not null then
      new.closed_at := coalesce(old.closed_at, now());
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.complaints_before_update() from public, anon, authenticated;

create trigger complaints_before_update
before update on public.complaints
for each row execute function private.complaints_before_update();

-- The due dates of the page's commitment (src/config/legal-figures.ts COMPLAINTS: 2 and 10 working days
-- after the day of receipt; tests/db/complaints.test.ts holds them equal).
create function private.complaint_acknowledge_due_on(received timestamptz) returns date
language sql immutable parallel safe
set search_path = ''
return private.add_working_days((received at time zone 'Europe/Paris')::date, 2);

create function private.complaint_answer_due_on(received timestamptz) returns date
language sql immutable parallel safe
set search_path = ''
return private.add_working_days((received at time zone 'Europe/Paris')::date, 10);

revoke all on function private.complaint_acknowledge_due_on(timestamptz), private.complaint_answer_due_on(timestamptz)
  from public, anon;
grant execute on function private.complaint_acknowledge_due_on(timestamptz), private.complaint_answer_due_on(timestamptz)
  to authenticated;

-- The register as staff read it: each complaint with its training's title and its due dates, the open
-- ones first, oldest first (the next to handle).
create function public.team_complaints()
returns table (
  id uuid, name text, email text, telephone text, training_code text, training_title text, subject text,
  message text, created_at timestamptz, acknowledge_due_on date, answer_due_on date,
  acknowledged_at timestamptz, answered_at timestamptz, action_taken text, closed_at timestamptz,
  staff_note text
)
language sql
stable
set search_path = ''
begin atomic
  select private.require_team(private.is_staff());
  select c.id, c.name, c.email, c.telephone, c.training_code, t.title, c.subject, c.message, c.created_at,
    private.complaint_acknowledge_due_on(c.created_at), private.complaint_answer_due_on(c.created_at),
    c.acknowledged_at, c.answered_at, c.action_taken, c.closed_at, c.staff_note
  from public.complaints c
  left join public.trainings t on t.code = c.training_code
  order by c.closed_at is null desc, c.created_at;
end;
revoke all on function public.team_complaints() from public, anon, authenticated;
grant execute on function public.team_complaints() to authenticated;

-- 3. The audit of the new team writes ------------------------------------------------------------------

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
  'learner_documents.insert', 'learner_documents.update', 'learner_documents.delete',
  'complaints.update',
  'cohort_exam_results.insert', 'cohort_exam_results.update', 'cohort_exam_results.delete',
  'improvements.insert', 'improvements.update', 'improvements.delete'
));

-- As in 20261128090000_learner_follow_up.sql, and a cohort's results are named by training and period.
create or replace function private.audit_team_write() returns trigger
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
    coalesce(row_ref ->> 'id', (row_ref ->> 'training_code') || '/' || (row_ref ->> 'period_label'),
      (row_ref ->> 'trainer_id') || '/' || (row_ref ->> 'training_code')),
    case tg_op when 'INSERT' then null when 'DELETE' then old_row else was end,
    case tg_op when 'DELETE' then null when 'INSERT' then new_row else now_is end);
  return null;
end;
$$;
revoke all on function private.audit_team_write() from public, anon, authenticated;

-- The register's changes; the notification columns are the function's, not the team's.
create trigger complaints_audit
after update on public.complaints
for each row
when (old.acknowledged_at is distinct from new.acknowledged_at or old.answered_at is distinct from new.answered_at
  or old.action_taken is distinct from new.action_taken or old.closed_at is distinct from new.closed_at
  or old.staff_note is distinct from new.staff_note)
execute function private.audit_team_write();

-- 4. Exam results per cohort ----------------------------------------------------------------------------

-- The counts of the jury's minutes (indicator 3) per training and cohort, entered by staff: a cohort is
-- the learners whose session ended in a calendar year (as public.published_questionnaire_results counts
-- them). The coherence rules are content/data/results.yaml's (src/schemas/results.ts).
create table public.cohort_exam_results (
  training_code text not null references public.trainings (code),
  period_label text not null,
  period_start date not null,
  period_end date not null,
  entrants integer not null,
  dropouts integer not null,
  exam_candidates integer not null,
  passed integer not null,
  source text not null,
  jury_on date,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  primary key (training_code, period_label),
  constraint cohort_exam_results_period_label_check check (period_label ~ '^20[0-9]{2}$'),
  constraint cohort_exam_results_period_check check (
    period_start = make_date(left(period_label, 4)::integer, 1, 1)
    and period_end = make_date(left(period_label, 4)::integer, 12, 31)
  ),
  constraint cohort_exam_results_entrants_check check (entrants between 0 and 10000),
  constraint cohort_exam_results_dropouts_check check (dropouts >= 0),
  -- présentés + abandons ≤ entrants; reçus ≤ présentés.
  constraint cohort_exam_results_exam_candidates_check check (exam_candidates >= 0 and exam_candidates + dropouts <= entrants),
  constraint cohort_exam_results_passed_check check (passed between 0 and exam_candidates),
  constraint cohort_exam_results_source_check check (char_length(source) between 10 and 300 and private.is_clean_line(source)),
  -- The jury sits after the first sessions of the period end, and within a year of its last day.
  constraint cohort_exam_results_jury_on_check check (jury_on between period_start and period_end + 365)
);
comment on table public.cohort_exam_results is 'Résultats d''examen par formation et promotion (année de fin de session), saisis par l''équipe d''après les procès-verbaux de jury ; publiés à partir de 5 entrants.';

alter table public.cohort_exam_results enable row level security;
revoke all on table public.cohort_exam_results from public, anon, authenticated, service_role;
grant select, delete on table public.cohort_exam_results to authenticated;
grant insert (training_code, period_label, entrants, dropouts, exam_candidates, passed, source, jury_on)
  on table public.cohort_exam_results to authenticated;
grant update (entrants, dropouts, exam_candidates, passed, source, jury_on)
  on table public.cohort_exam_results to authenticated;
grant select on table public.cohort_exam_results to service_role;

create policy cohort_exam_results_select_team on public.cohort_exam_results
for select to authenticated using ((select private.is_staff()));
create policy cohort_exam_results_insert_team on public.cohort_exam_results
for insert to authenticated with check ((select private.is_staff()));
create policy cohort_exam_results_update_team on public.cohort_exam_results
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy cohort_exam_results_delete_team on public.cohort_exam_results
for delete to authenticated using ((select private.is_staff()));
create policy cohort_exam_results_select_team_only on public.cohort_exam_results
as restrictive for select to authenticated using ((select private.is_staff()));
create policy cohort_exam_results_insert_team_only on public.cohort_exam_results
as restrictive for insert to authenticated with check ((select private.is_staff()));
create policy cohort_exam_results_update_team_only on public.cohort_exam_results
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy cohort_exam_results_delete_team_only on public.cohort_exam_results
as restrictive for delete to authenticated using ((select private.is_staff()));

-- The period from its label, the source trimmed, who and when from the server.
create function private.cohort_exam_results_before_write() returns trigger
language plpgsql
-- Security definer: the normaliser lives in the private schema, which the team cannot look up.
security definer
set search_path = ''
as $$
begin
  if new.period_label !~ '^20[0-9]{2}$' then
    perform private.refuse_check('cohort_exam_results', 'cohort_exam_results_period_label_check',
      'A cohort is a calendar year.');
  end if;
  new.period_start := make_date(new.period_label::integer, 1, 1);
  new.period_end := make_date(new.period_label::integer, 12, 31);
  new.source := private.normalize_line(new.source);
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;
revoke all on function private.cohort_exam_results_before_write() from public, anon, authenticated;

create trigger cohort_exam_results_before_write
before insert or update on public.cohort_exam_results
for each row execute function private.cohort_exam_results_before_write();
create trigger cohort_exam_results_audit
after insert or update or delete on public.cohort_exam_results
for each row execute function private.audit_team_write();

-- What the site may publish of each cohort, kept by a trigger from the staff's rows: the counts only
-- from 5 entrants, so that no result can be traced back to a person. A copy rather than a security
-- definer function (splinter 0028/0029): the public key reads this table, never the staff's.
create table public.exam_results_publication (
  training_code text not null,
  period_label text not null,
  period_start date not null,
  period_end date not null,
  published boolean not null,
  entrants integer,
  dropouts integer,
  exam_candidates integer,
  passed integer,
  source text not null,
  jury_on date,
  updated_at timestamptz not null,
  primary key (training_code, period_label),
  constraint exam_results_publication_published_check check (
    published = (entrants >= 5) and (published or (entrants is null and dropouts is null
      and exam_candidates is null and passed is null))
  )
);
comment on table public.exam_results_publication is 'Copie publiable de cohort_exam_results (effectifs nuls sous 5 entrants), tenue par un déclencheur ; lue par published_exam_results().';

alter table public.exam_results_publication enable row level security;
revoke all on table public.exam_results_publication from public, anon, authenticated, service_role;
grant select on table public.exam_results_publication to anon, authenticated, service_role;
create policy exam_results_publication_select_all on public.exam_results_publication
for select to anon, authenticated using (true);

-- Security definer: the team writes cohort_exam_results, nobody but this trigger writes the copy.
create function private.publish_exam_results() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    delete from public.exam_results_publication
    where training_code = old.training_code and period_label = old.period_label;
  end if;
  if tg_op <> 'DELETE' then
    insert into public.exam_results_publication (training_code, period_label, period_start, period_end,
      published, entrants, dropouts, exam_candidates, passed, source, jury_on, updated_at)
    values (new.training_code, new.period_label, new.period_start, new.period_end, new.entrants >= 5,
      case when new.entrants >= 5 then new.entrants end,
      case when new.entrants >= 5 then new.dropouts end,
      case when new.entrants >= 5 then new.exam_candidates end,
      case when new.entrants >= 5 then new.passed end,
      new.source, new.jury_on, new.updated_at);
  end if;
  return null;
end;
$$;
revoke all on function private.publish_exam_results() from public, anon, authenticated;

create trigger cohort_exam_results_publish
after insert or update or delete on public.cohort_exam_results
for each row execute function private.publish_exam_results();

-- What the site publishes (the build reads it with the public key, src/db/results.ts): every cohort,
-- its counts null and `published` false under 5 entrants.
create function public.published_exam_results()
returns table (
  training_code text, period_label text, period_start date, period_end date, published boolean,
  entrants integer, dropouts integer, exam_candidates integer, passed integer, source text, jury_on date,
  updated_at timestamptz
)
language sql
stable
set search_path = ''
begin atomic
  select p.training_code, p.period_label, p.period_start, p.period_end, p.published, p.entrants, p.dropouts,
    p.exam_candidates, p.passed, p.source, p.jury_on, p.updated_at
  from public.exam_results_publication p
  order by p.training_code, p.period_label;
end;
revoke all on function public.published_exam_results() from public;
grant execute on function public.published_exam_results() to anon, authenticated, service_role;

-- 5. Improvements -------------------------------------------------------------------------------------

-- The improvements decided from complaints, questionnaires or audits (indicator 32), published on
-- /reclamations/ by staff; a visitor reads the published ones only.
create table public.improvements (
  id uuid primary key default gen_random_uuid(),
  decided_on date not null,
  origin text not null,
  title text not null,
  description text not null,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint improvements_origin_check check (origin in ('reclamation', 'questionnaire', 'audit', 'autre')),
  constraint improvements_title_check check (char_length(title) between 3 and 200 and private.is_clean_line(title)),
  constraint improvements_description_check check (
    char_length(description) between 10 and 2000 and private.is_clean_text(description)
  ),
  constraint improvements_decided_on_check check (decided_on >= date '2000-01-01')
);
comment on table public.improvements is 'Actions d''amélioration décidées (réclamations, questionnaires, audits), publiées sur /reclamations/ par l''équipe (indicateur Qualiopi 32).';
create index improvements_published_idx on public.improvements (decided_on desc) where published_at is not null;

alter table public.improvements enable row level security;
revoke all on table public.improvements from public, anon, authenticated, service_role;
grant select (id, decided_on, origin, title, description, published_at) on table public.improvements to anon;
grant select, delete on table public.improvements to authenticated;
grant insert (decided_on, origin, title, description, published_at) on table public.improvements to authenticated;
grant update (decided_on, origin, title, description, published_at) on table public.improvements to authenticated;
grant select on table public.improvements to service_role;

create policy improvements_select_published on public.improvements
for select to anon using (published_at is not null);
create policy improvements_select_published_or_team on public.improvements
for select to authenticated using (published_at is not null or (select private.is_staff()));
create policy improvements_insert_team on public.improvements
for insert to authenticated with check ((select private.is_staff()));
create policy improvements_update_team on public.improvements
for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy improvements_delete_team on public.improvements
for delete to authenticated using ((select private.is_staff()));
create policy improvements_insert_team_only on public.improvements
as restrictive for insert to authenticated with check ((select private.is_staff()));
create policy improvements_update_team_only on public.improvements
as restrictive for update to authenticated using ((select private.is_staff())) with check ((select private.is_staff()));
create policy improvements_delete_team_only on public.improvements
as restrictive for delete to authenticated using ((select private.is_staff()));

-- Texts normalised; a decision is not dated in the future (Paris); publishing stamps the server's time
-- once, unpublishing clears it; the row's times are the server's.
create function private.improvements_before_write() returns trigger
language plpgsql
-- Security definer: the normaliser and refuse_check live in the private schema.
security definer
set search_path = ''
as $$
begin
  new.title := private.normalize_line(new.title);
  new.description := private.normalize_text(new.description);
  if new.decided_on > (now() at time zone 'Europe/Paris')::date then
    perform private.refuse_check('improvements', 'improvements_decided_on_check', 'A decision is not dated in the future.');
  end if;
  if new.published_at is not null then
    new.published_at := case when tg_op = 'UPDATE' then coalesce(old.published_at, now()) else now() end;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.improvements_before_write() from public, anon, authenticated;

create trigger improvements_before_write
before insert or update on public.improvements
for each row execute function private.improvements_before_write();
create trigger improvements_audit
after insert or update or delete on public.improvements
for each row execute function private.audit_team_write();

-- 6. The staff e-mail of a new complaint ------------------------------------------------------------

-- As the other sources (20261127140100_team_notifications.sql), with `complaints`: the complaint with
-- its training's full title and its two due dates.
create or replace function public.staff_claim_notifications(
  only_source text default null,
  only_id text default null,
  max_rows integer default 50,
  lease_seconds integer default 120
) returns table (source text, id text, record jsonb)
language plpgsql
-- Security definer: the accounts live in the private schema, out of service_role's reach.
security definer
set search_path = ''
as $$
declare
  state_columns constant text[] := array['notified_at', 'notification_attempts', 'notification_claimed_until', 'notification_error'];
  lease constant timestamptz := now() + make_interval(secs => lease_seconds);
begin
  if only_source is null or only_source = 'contact_requests' then
    return query
    with candidates as (
      select c.id from public.contact_requests c
      where c.notified_at is null
        and (c.notification_claimed_until is null or c.notification_claimed_until < now())
        and (only_id is null or c.id::text = only_id)
      order by c.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update public.contact_requests r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'contact_requests'::text, claimed.id::text, to_jsonb(claimed) - state_columns from claimed;
  end if;

  if only_source is null or only_source = 'applications' then
    return query
    with candidates as (
      select a.id from public.applications a
      where a.notified_at is null
        and (a.notification_claimed_until is null or a.notification_claimed_until < now())
        and (only_id is null or a.id::text = only_id)
      order by a.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update public.applications r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'applications'::text, claimed.id::text, to_jsonb(claimed) - state_columns from claimed;
  end if;

  if only_source is null or only_source = 'accounts' then
    return query
    with candidates as (
      select a.id from private.accounts a
      where a.notified_at is null
        and a.team_role is null and not a.invited
        and (a.notification_claimed_until is null or a.notification_claimed_until < now())
        and (only_id is null or a.id::text = only_id)
      order by a.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update private.accounts r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'accounts'::text, claimed.id::text,
      jsonb_build_object('id', claimed.id, 'email', claimed.email, 'created_at', claimed.created_at,
        'email_confirmed_at', claimed.email_confirmed_at)
    from claimed;
  end if;

  if only_source is null or only_source = 'privacy_requests' then
    return query
    with candidates as (
      select p.id from public.privacy_requests p
      where p.notified_at is null
        and (p.notification_claimed_until is null or p.notification_claimed_until < now())
        and (only_id is null or p.id::text = only_id)
      order by p.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update public.privacy_requests r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'privacy_requests'::text, claimed.id::text,
      (to_jsonb(claimed) - state_columns) || jsonb_build_object(
        'email', (select a.email from private.accounts a where a.id = claimed.learner_id),
        'full_name', (select p.full_name from public.learner_profiles p where p.id = claimed.learner_id),
        'due_on', ((claimed.created_at at time zone 'Europe/Paris') + interval '1 month')::date)
    from claimed;
  end if;

  if only_source is null or only_source = 'testimonials' then
    return query
    with candidates as (
      select t.id from public.testimonials t
      where t.notified_at is null
        and not t.validated and t.refusal_reason is null and t.withdrawn_at is null
        and (t.notification_claimed_until is null or t.notification_claimed_until < now())
        and (only_id is null or t.id::text = only_id)
      order by t.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update public.testimonials r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'testimonials'::text, claimed.id::text, to_jsonb(claimed) - state_columns from claimed;
  end if;
  if only_source is null or only_source = 'complaints' then
    return query
    with candidates as (
      select c.id from public.complaints c
      where c.notified_at is null
        and (c.notification_claimed_until is null or c.notification_claimed_until < now())
        and (only_id is null or c.id::text = only_id)
      order by c.created_at
      limit max_rows
      for update skip locked
    ), claimed as (
      update public.complaints r
      set notification_claimed_until = lease, notification_attempts = r.notification_attempts + 1
      from candidates where r.id = candidates.id
      returning r.*
    )
    select 'complaints'::text, claimed.id::text,
      (to_jsonb(claimed) - state_columns) || jsonb_build_object(
        'training_title', (select t.title from public.trainings t where t.code = claimed.training_code),
        'acknowledge_due_on', private.complaint_acknowledge_due_on(claimed.created_at),
        'answer_due_on', private.complaint_answer_due_on(claimed.created_at))
    from claimed;
  end if;
end;
$$;

-- Ends a claim: `error` null means the mail was sent (stamps notified_at), otherwise it records why and
-- frees the row for the next attempt.
create or replace function public.staff_finish_notification(source text, row_id text, error text default null)
returns void
language plpgsql
-- Security definer: the accounts live in the private schema, out of service_role's reach.
security definer
set search_path = ''
as $$
begin
  if source = 'contact_requests' then
    update public.contact_requests
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  elsif source = 'applications' then
    update public.applications
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  elsif source = 'accounts' then
    update private.accounts
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  elsif source = 'privacy_requests' then
    update public.privacy_requests
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  elsif source = 'testimonials' then
    update public.testimonials
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  elsif source = 'complaints' then
    update public.complaints
    set notified_at = case when error is null then now() end, notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id::text = row_id and notified_at is null;
  else
    raise invalid_parameter_value using message = 'unknown source: ' || source;
  end if;
end;
$$;


-- The webhook of each new complaint (the claim decides).
create trigger complaints_notify_staff
after insert on public.complaints
for each row execute function private.request_staff_notification();

-- 7. Retention ----------------------------------------------------------------------------------------

-- A complaint is kept 5 years after it is closed (docs/product.md §9): the register is evidence for the
-- Qualiopi surveillance and renewal audits (a 3-year cycle, reviewed as a whole at renewal), and the
-- 5-year limitation period of civil claims (Code civil art. 2224) runs from the facts the complaint
-- names. An open complaint is never deleted. As in 20261127140000_team_space.sql, the texts of a deleted
-- complaint are removed from its audit rows the same day. The rest is that migration's function as it was.
create or replace function public.staff_purge_expired() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  prospects_limit constant timestamptz := now() - interval '3 years';
  learners_limit constant date := ((now() at time zone 'Europe/Paris') - interval '5 years')::date;
  complaints_limit constant timestamptz := now() - interval '5 years';
  audit_limit constant timestamptz := now() - interval '6 years';
  requests integer;
  applications integer;
  learners integer;
  complaints integer;
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

  delete from public.complaints where closed_at < complaints_limit;
  get diagnostics complaints = row_count;

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
  update public.team_audit t
  set before = t.before - array['staff_note', 'action_taken'], after = t.after - array['staff_note', 'action_taken']
  where t.table_name = 'complaints'
    and (t.before ?| array['staff_note', 'action_taken'] or t.after ?| array['staff_note', 'action_taken'])
    and not exists (select 1 from public.complaints c where c.id::text = t.row_id);
  perform set_config('team_audit.retention', 'off', true);

  return jsonb_build_object('contact_requests', requests, 'applications', applications, 'learners', learners,
    'complaints', complaints, 'team_audit', audit);
end;
$$;
