-- Questionnaires (issue 44, docs/security.md §4e): the end-of-training questionnaire and the 6-month
-- follow-up a learner answers for their own enrolment while it is open, the published aggregates the
-- site reads with the public key, and the reminders the Edge Function questionnaire-reminders sends.
--
-- The database is the home of the windows (R's content test asserts the content says the same):
-- `fin-de-formation` opens on the session's last day and closes after ends_on + 60 days;
-- `suivi-6-mois` opens on ends_on + 6 months and closes after ends_on + 8 months (Paris dates).
--
-- No function the API roles execute is security definer (tests/db/linter.test.ts, splinter 0028/0029):
-- a learner's answer is an insert under the table's policies, and the public aggregates are counts
-- kept by a trigger in a private table that only the SQL-standard function below names.

-- 1. The windows ----------------------------------------------------------------------------------------

create function private.questionnaire_opens_on(questionnaire text, ends_on date) returns date
language sql immutable parallel safe
set search_path = ''
return case questionnaire
  when 'fin-de-formation' then ends_on
  when 'suivi-6-mois' then (ends_on + interval '6 months')::date
end;

create function private.questionnaire_closes_on(questionnaire text, ends_on date) returns date
language sql immutable parallel safe
set search_path = ''
return case questionnaire
  when 'fin-de-formation' then ends_on + 60
  when 'suivi-6-mois' then (ends_on + interval '8 months')::date
end;

-- Today in Paris: a window opens and closes on French calendar days.
create function private.paris_today() returns date
language sql stable parallel safe
set search_path = ''
return (now() at time zone 'Europe/Paris')::date;

-- The answers' shape: an object of at most 16 KiB whose keys are question ids and whose values are
-- texts of at most 2,000 characters (clean text), numbers or booleans.
create function private.is_questionnaire_answers(answers jsonb) returns boolean
language sql immutable parallel safe
set search_path = ''
return jsonb_typeof(answers) = 'object'
  and octet_length(answers::text) <= 16384
  and not exists (
    select 1 from jsonb_each(answers) a
    where a.key !~ '^[a-z][a-z0-9_-]{0,63}$'
      or jsonb_typeof(a.value) not in ('string', 'number', 'boolean')
      or (jsonb_typeof(a.value) = 'string'
        and (char_length(a.value #>> '{}') > 2000 or not private.is_clean_text(a.value #>> '{}')))
  );

-- Employed, for the follow-up: the situations the employment rate counts.
create function private.is_employed_situation(situation text) returns boolean
language sql immutable parallel safe
set search_path = ''
return situation in ('cdi', 'cdd', 'interim', 'creation');

-- CHECK constraints, generated columns and my_questionnaires() run these as the caller (see
-- private_by_default); anon inserts no answer and lists no questionnaire.
grant execute on function private.questionnaire_opens_on(text, date), private.questionnaire_closes_on(text, date),
  private.paris_today(), private.is_questionnaire_answers(jsonb), private.is_employed_situation(text)
to authenticated, service_role;

-- 2. The answers -----------------------------------------------------------------------------------------

create table public.questionnaire_answers (
  id uuid primary key default gen_random_uuid(),
  -- Both go null when the learner is erased (their account, then their enrolments): the answer stays,
  -- anonymous, and the trigger below removes its free text.
  enrolment_id uuid references public.enrolments (id) on delete set null,
  learner_id uuid references auth.users (id) on delete set null,
  questionnaire text not null,
  questionnaire_version integer not null,
  training_code text not null references public.trainings (code),
  session_key text not null,
  session_ends_on date not null,
  answers jsonb not null,
  satisfied boolean generated always as (
    case when questionnaire = 'fin-de-formation' then (answers -> 'overall') in ('4'::jsonb, '5'::jsonb) end
  ) stored,
  employed boolean generated always as (
    case when questionnaire = 'suivi-6-mois' then private.is_employed_situation(answers ->> 'situation') end
  ) stored,
  answered_at timestamptz not null default now(),
  constraint questionnaire_answers_enrolment_questionnaire_key unique (enrolment_id, questionnaire),
  constraint questionnaire_answers_questionnaire_check check (questionnaire in ('fin-de-formation', 'suivi-6-mois')),
  constraint questionnaire_answers_questionnaire_version_check check (questionnaire_version >= 1),
  constraint questionnaire_answers_answers_check check (private.is_questionnaire_answers(answers)),
  -- A missing key is null, which a CHECK would let through: hence the coalesce of each required key.
  constraint questionnaire_answers_overall_check check (
    questionnaire <> 'fin-de-formation'
    or coalesce((answers -> 'overall') in ('1'::jsonb, '2'::jsonb, '3'::jsonb, '4'::jsonb, '5'::jsonb), false)
  ),
  constraint questionnaire_answers_situation_check check (
    questionnaire <> 'suivi-6-mois'
    or coalesce((answers ->> 'situation') in ('cdi', 'cdd', 'interim', 'creation', 'formation', 'recherche', 'autre')
      and jsonb_typeof(answers -> 'situation') = 'string', false)
  ),
  constraint questionnaire_answers_related_check check (
    questionnaire <> 'suivi-6-mois'
    or coalesce(jsonb_typeof(answers -> 'related'), 'absent') = 'boolean'
    or (not coalesce(private.is_employed_situation(answers ->> 'situation'), false) and not answers ? 'related')
  ),
  constraint questionnaire_answers_certified_check check (
    questionnaire <> 'suivi-6-mois'
    or coalesce((answers ->> 'certified') in ('oui', 'non', 'en-attente')
      and jsonb_typeof(answers -> 'certified') = 'string', false)
  )
);
create index questionnaire_answers_learner_id_idx on public.questionnaire_answers (learner_id);
create index questionnaire_answers_cohort_idx on public.questionnaire_answers (training_code, session_ends_on);
comment on table public.questionnaire_answers is 'Réponses des apprenants aux questionnaires de fin de formation et de suivi à 6 mois ; une réponse par inscription et questionnaire. Quand l''apprenant est effacé, la réponse reste anonyme, sans texte libre.';
comment on column public.questionnaire_answers.questionnaire_version is 'Version du questionnaire (contenu du site) à laquelle l''apprenant a répondu : une nouvelle version ne réécrit pas les anciennes réponses.';

-- On insert: the row's learner, training, session and date are the server's. An API caller names one of
-- their own enrolments (another's is not found: nothing about it is told), the window must be open
-- today, and the insert policy then checks the learner again. Security definer: refuse_check.
create function private.questionnaire_answers_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  enrolment record;
  today constant date := private.paris_today();
begin
  select e.learner_id, s.training_code, s.key, s.ends_on into enrolment
  from public.enrolments e
  join public.training_sessions s on s.key = e.session_key and s.training_code = e.training_code
  where e.id = new.enrolment_id
    and (current_setting('role', true) not in ('anon', 'authenticated') or e.learner_id = auth.uid());
  if not found then
    perform private.refuse_check('questionnaire_answers', 'questionnaire_answers_enrolment_check',
      'enrolment_id must name one of your enrolments in a session of the catalogue.');
  end if;
  -- A withdrawn session still ends: the sync withdraws past sessions the content no longer lists.
  if today < private.questionnaire_opens_on(new.questionnaire, enrolment.ends_on)
    or today > private.questionnaire_closes_on(new.questionnaire, enrolment.ends_on) then
    perform private.refuse_check('questionnaire_answers', 'questionnaire_answers_window_check',
      'The questionnaire is not open for this enrolment today.');
  end if;
  new.learner_id := enrolment.learner_id;
  new.training_code := enrolment.training_code;
  new.session_key := enrolment.key;
  new.session_ends_on := enrolment.ends_on;
  new.answered_at := now();
  return new;
end;
$$;
revoke all on function private.questionnaire_answers_before_insert() from public, anon, authenticated;
create trigger questionnaire_answers_before_insert
before insert on public.questionnaire_answers
for each row execute function private.questionnaire_answers_before_insert();

-- The only update: the foreign keys' `on delete set null` when the enrolment goes (the learner erased,
-- or staff deleting the enrolment). The answer then loses its free text: only the fixed keys and the
-- non-text values (ratings) stay, which identify nobody.
create function private.questionnaire_answers_forget() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.enrolment_id is null and old.enrolment_id is not null then
    new.learner_id := null;
    new.answers := (
      select coalesce(jsonb_object_agg(a.key, a.value), '{}'::jsonb)
      from jsonb_each(new.answers) a
      where a.key in ('overall', 'situation', 'related', 'certified') or jsonb_typeof(a.value) <> 'string'
    );
  end if;
  return new;
end;
$$;
revoke all on function private.questionnaire_answers_forget() from public, anon, authenticated;
create trigger questionnaire_answers_forget
before update on public.questionnaire_answers
for each row execute function private.questionnaire_answers_forget();

-- Learners insert (through answer_questionnaire) and read their own rows; staff at aal2 read every row;
-- nobody updates or deletes through the API; anon has no right on the table.
alter table public.questionnaire_answers enable row level security;
revoke all on table public.questionnaire_answers from public, anon, authenticated, service_role;
grant select on table public.questionnaire_answers to authenticated;
grant insert (enrolment_id, questionnaire, questionnaire_version, answers) on table public.questionnaire_answers to authenticated;
grant select on table public.questionnaire_answers to service_role;

create policy questionnaire_answers_select_own_or_staff on public.questionnaire_answers
for select to authenticated
using (learner_id = (select auth.uid()) or (select private.is_staff()));
create policy questionnaire_answers_insert_own on public.questionnaire_answers
for insert to authenticated
with check (learner_id = (select auth.uid()));
-- However permissive policies change later: a row is read only by its learner or by staff at aal2.
create policy questionnaire_answers_select_own_or_staff_only on public.questionnaire_answers
as restrictive for select to authenticated
using (learner_id = (select auth.uid()) or (select private.is_staff()));

-- The learner's answer: one per enrolment and questionnaire (a second call is 23505), in the window
-- (else questionnaire_answers_window_check), for their own enrolment. Answers the row's id.
create function public.answer_questionnaire(
  enrolment_id uuid, questionnaire text, questionnaire_version integer, answers jsonb
) returns uuid
language sql
volatile
set search_path = ''
begin atomic
  insert into public.questionnaire_answers (enrolment_id, questionnaire, questionnaire_version, answers)
  values (answer_questionnaire.enrolment_id, answer_questionnaire.questionnaire,
    answer_questionnaire.questionnaire_version, answer_questionnaire.answers)
  returning id;
end;

-- The caller's questionnaires that have opened (open, closed or answered), newest first.
create function public.my_questionnaires()
returns table (
  enrolment_id uuid, training_code text, training_title text, session_key text, session_ends_on date,
  questionnaire text, opens_on date, closes_on date, answered_at timestamptz, answers jsonb
)
language sql
stable
set search_path = ''
begin atomic
  select e.id, s.training_code, t.title, s.key, s.ends_on, q.questionnaire,
    private.questionnaire_opens_on(q.questionnaire, s.ends_on),
    private.questionnaire_closes_on(q.questionnaire, s.ends_on),
    a.answered_at, a.answers
  from public.enrolments e
  join public.training_sessions s on s.key = e.session_key and s.training_code = e.training_code
  join public.trainings t on t.code = s.training_code
  cross join (values ('fin-de-formation'), ('suivi-6-mois')) as q (questionnaire)
  left join public.questionnaire_answers a on a.enrolment_id = e.id and a.questionnaire = q.questionnaire
  where e.learner_id = (select auth.uid())
    and private.questionnaire_opens_on(q.questionnaire, s.ends_on) <= private.paris_today()
  order by private.questionnaire_opens_on(q.questionnaire, s.ends_on) desc, t.title, q.questionnaire;
end;

revoke all on function public.answer_questionnaire(uuid, text, integer, jsonb), public.my_questionnaires()
  from public, anon, authenticated;
grant execute on function public.answer_questionnaire(uuid, text, integer, jsonb), public.my_questionnaires()
  to authenticated;

-- 3. The published aggregates ------------------------------------------------------------------------------

-- Counts per cohort (training × calendar year of the session's end × questionnaire), kept by the trigger
-- below, by increments so that concurrent answers all count. Only published_questionnaire_results() names
-- this table: the API roles cannot look up the private schema.
create table private.questionnaire_cohorts (
  training_code text not null,
  year integer not null,
  questionnaire text not null,
  respondents integer not null default 0,
  satisfied integer not null default 0,
  employed integer not null default 0,
  primary key (training_code, year, questionnaire)
);
alter table private.questionnaire_cohorts enable row level security;
revoke all on table private.questionnaire_cohorts from public, anon, authenticated, service_role;
grant select on table private.questionnaire_cohorts to anon, authenticated, service_role;
create policy questionnaire_cohorts_select_all on private.questionnaire_cohorts
for select to anon, authenticated, service_role using (true);

-- Security definer: a learner's insert counts in a table they cannot write.
create function private.questionnaire_answers_count() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update private.questionnaire_cohorts c
    set respondents = c.respondents - 1,
        satisfied = c.satisfied - (coalesce(old.satisfied, false))::integer,
        employed = c.employed - (coalesce(old.employed, false))::integer
    where c.training_code = old.training_code and c.year = extract(year from old.session_ends_on)
      and c.questionnaire = old.questionnaire;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into private.questionnaire_cohorts as c (training_code, year, questionnaire, respondents, satisfied, employed)
    values (new.training_code, extract(year from new.session_ends_on), new.questionnaire, 1,
      (coalesce(new.satisfied, false))::integer, (coalesce(new.employed, false))::integer)
    on conflict (training_code, year, questionnaire) do update set
      respondents = c.respondents + 1,
      satisfied = c.satisfied + excluded.satisfied,
      employed = c.employed + excluded.employed;
  end if;
  return null;
end;
$$;
revoke all on function private.questionnaire_answers_count() from public, anon, authenticated;
create trigger questionnaire_answers_count
after insert or update or delete on public.questionnaire_answers
for each row execute function private.questionnaire_answers_count();

-- What the site publishes: per cohort, the respondents and the numerators (satisfied for the end of
-- training, employed for the follow-up); under 5 respondents, not published and no count at all, so no
-- answer can be traced back to a person. Security invoker, SQL-standard: it reads the counts table by
-- reference, which the API roles may select but not name.
create function public.published_questionnaire_results()
returns table (
  training_code text, period_label text, period_start date, period_end date, questionnaire text,
  published boolean, respondents integer, satisfied integer, employed integer
)
language sql
stable
set search_path = ''
begin atomic
  select c.training_code, c.year::text, make_date(c.year, 1, 1), make_date(c.year, 12, 31), c.questionnaire,
    c.respondents >= 5,
    case when c.respondents >= 5 then c.respondents end,
    case when c.respondents >= 5 and c.questionnaire = 'fin-de-formation' then c.satisfied end,
    case when c.respondents >= 5 and c.questionnaire = 'suivi-6-mois' then c.employed end
  from private.questionnaire_cohorts c
  where c.respondents > 0
  order by c.training_code, c.year desc, c.questionnaire;
end;
revoke all on function public.published_questionnaire_results() from public, anon, authenticated;
grant execute on function public.published_questionnaire_results() to anon, authenticated, service_role;

-- 4. The reminders --------------------------------------------------------------------------------------

-- One row per reminder claimed: 0 when the questionnaire opens, 1 seven days later, 2 fourteen days
-- later. The row is the source of truth: claimed under a lease, stamped sent_at once the SMTP server
-- accepted the mail; a failed send frees it for the next call. Goes with the enrolment.
create table private.questionnaire_reminders (
  enrolment_id uuid not null references public.enrolments (id) on delete cascade,
  questionnaire text not null,
  reminder smallint not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  claimed_until timestamptz,
  error text,
  created_at timestamptz not null default now(),
  primary key (enrolment_id, questionnaire, reminder),
  constraint questionnaire_reminders_reminder_check check (reminder between 0 and 2)
);
alter table private.questionnaire_reminders enable row level security;
revoke all on table private.questionnaire_reminders from public, anon, authenticated, service_role;

-- Claims the reminders due today (Paris) and neither sent nor claimed by a call in progress, for
-- `lease_seconds`: per enrolment and questionnaire, only the latest reminder due (0 from opening,
-- 1 from +7 days, 2 from +14 days), while the window is open, the learner has not answered, no later
-- reminder was sent, and the learner's address is confirmed. A missed reminder is skipped, never sent
-- late next to a newer one. Answers what the mail says.
create function public.staff_claim_questionnaire_reminders(max_rows integer default 50, lease_seconds integer default 120)
returns table (
  enrolment_id uuid, questionnaire text, reminder integer, email text, full_name text, training_title text,
  session_ends_on date, closes_on date
)
language plpgsql
-- Security definer: the accounts and the bookkeeping live in the private schema.
security definer
set search_path = ''
as $$
declare
  today constant date := private.paris_today();
  lease constant timestamptz := now() + make_interval(secs => lease_seconds);
begin
  return query
  with due as (
    select e.id as enrolment_id, q.questionnaire, s.ends_on, t.title, a.email, p.full_name,
      least(2, (today - private.questionnaire_opens_on(q.questionnaire, s.ends_on)) / 7)::smallint as reminder
    from public.enrolments e
    join public.training_sessions s on s.key = e.session_key and s.training_code = e.training_code
    join public.trainings t on t.code = s.training_code
    join private.accounts a on a.id = e.learner_id
    left join public.learner_profiles p on p.id = e.learner_id
    cross join (values ('fin-de-formation'), ('suivi-6-mois')) as q (questionnaire)
    where a.email_confirmed_at is not null and a.team_role is null
      and today between private.questionnaire_opens_on(q.questionnaire, s.ends_on)
        and private.questionnaire_closes_on(q.questionnaire, s.ends_on)
      and not exists (
        select 1 from public.questionnaire_answers x where x.enrolment_id = e.id and x.questionnaire = q.questionnaire
      )
  ), pending as (
    select d.* from due d
    where not exists (
      select 1 from private.questionnaire_reminders r
      where r.enrolment_id = d.enrolment_id and r.questionnaire = d.questionnaire
        and (r.reminder > d.reminder or (r.reminder = d.reminder and (r.sent_at is not null or r.claimed_until >= now())))
    )
    order by d.ends_on, d.enrolment_id
    limit max_rows
  ), claimed as (
    -- A concurrent claim of the same row waits for the first and then finds it claimed: never both.
    insert into private.questionnaire_reminders as r (enrolment_id, questionnaire, reminder, claimed_until, attempts)
    select pending.enrolment_id, pending.questionnaire, pending.reminder, lease, 1 from pending
    on conflict on constraint questionnaire_reminders_pkey do update
    set claimed_until = lease, attempts = r.attempts + 1, error = null
    where r.sent_at is null and (r.claimed_until is null or r.claimed_until < now())
    returning r.enrolment_id, r.questionnaire, r.reminder
  )
  select c.enrolment_id, c.questionnaire, c.reminder::integer, p.email, p.full_name, p.title, p.ends_on,
    private.questionnaire_closes_on(c.questionnaire, p.ends_on)
  from claimed c
  join pending p on p.enrolment_id = c.enrolment_id and p.questionnaire = c.questionnaire;
end;
$$;

-- Ends a claim: `error` null means the SMTP server accepted the mail (stamps sent_at), otherwise it
-- records why and frees the reminder for the next call.
create function public.staff_finish_questionnaire_reminder(
  enrolment_id uuid, questionnaire text, reminder integer, error text default null
) returns void
language sql
security definer
set search_path = ''
begin atomic
  update private.questionnaire_reminders r
  set sent_at = case when staff_finish_questionnaire_reminder.error is null then now() end,
      claimed_until = null,
      error = left(staff_finish_questionnaire_reminder.error, 1000)
  where r.enrolment_id = staff_finish_questionnaire_reminder.enrolment_id
    and r.questionnaire = staff_finish_questionnaire_reminder.questionnaire
    and r.reminder = staff_finish_questionnaire_reminder.reminder
    and r.sent_at is null;
end;

revoke all on function public.staff_claim_questionnaire_reminders(integer, integer),
  public.staff_finish_questionnaire_reminder(uuid, text, integer, text) from public, anon, authenticated;
grant execute on function public.staff_claim_questionnaire_reminders(integer, integer),
  public.staff_finish_questionnaire_reminder(uuid, text, integer, text) to service_role;

-- Daily at 07:30 UTC (08:30 or 09:30 in Paris: a morning mail), where pg_cron exists; tests run this same
-- command (cron.job 'questionnaire-reminders').
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(
      'questionnaire-reminders',
      '30 7 * * *',
      $job$select private.call_staff_function('questionnaire-reminders', '{}'::jsonb)$job$
    );
  end if;
end;
$$;
