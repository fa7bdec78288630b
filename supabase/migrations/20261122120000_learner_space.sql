-- Learner space (docs/product.md §2.3, §3; docs/security.md §3c): what the dashboard of /dashboard-apprenant shows.
-- Staff write every row (service_role: the dashboard or a back-office with the secret key); a
-- signed-in learner reads only the rows whose learner_id is their own auth.uid(); anon reads nothing.
-- With open sign-up, "authenticated" is anyone with a mailbox: policies key on ownership, never on
-- being signed in (splinter 0027/0029). `(select auth.uid())` is evaluated once per statement (0003).

-- The learner's name as the training team registered it (one per account).
create table public.learner_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null,
  created_at timestamptz not null default now(),
  constraint learner_profiles_full_name_check check (char_length(full_name) between 2 and 120 and private.is_person_name(full_name))
);

-- A training the learner follows and how far they are (percent of the programme completed).
create table public.enrolments (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid not null references auth.users (id) on delete cascade,
  training_title text not null,
  progress smallint not null default 0,
  created_at timestamptz not null default now(),
  constraint enrolments_training_title_check check (char_length(training_title) between 2 and 150 and private.is_clean_line(training_title)),
  constraint enrolments_progress_check check (progress between 0 and 100),
  -- Target of the lessons' composite key, so that a lesson belongs to its learner's own enrolment.
  constraint enrolments_id_learner_key unique (id, learner_id)
);
create index enrolments_learner_id_idx on public.enrolments (learner_id);

-- A session of an enrolment, with the learner's personal link to the virtual class, if any.
create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  enrolment_id uuid not null,
  learner_id uuid not null references auth.users (id) on delete cascade,
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  join_url text,
  constraint lessons_enrolment_fkey foreign key (enrolment_id, learner_id) references public.enrolments (id, learner_id) on delete cascade,
  constraint lessons_title_check check (char_length(title) between 2 and 150 and private.is_clean_line(title)),
  constraint lessons_ends_at_check check (ends_at > starts_at),
  -- Only https links: a javascript: or data: URL must never become a link on the dashboard.
  constraint lessons_join_url_check check (join_url ~ '^https://[^\s/]+(/\S*)?$' and char_length(join_url) <= 500)
);
create index lessons_learner_id_starts_at_idx on public.lessons (learner_id, starts_at);
create index lessons_enrolment_id_learner_id_idx on public.lessons (enrolment_id, learner_id);

-- What the training team tells one learner (docs/product.md §3: info or success, with a link on the site).
create table public.learner_notifications (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  message text not null,
  link text,
  created_at timestamptz not null default now(),
  constraint learner_notifications_kind_check check (kind in ('info', 'success')),
  constraint learner_notifications_message_check check (char_length(message) between 5 and 300 and private.is_clean_line(message)),
  -- A path on this site: one leading slash (never //host), no spaces or backslashes.
  constraint learner_notifications_link_check check (link ~ '^/([^/\\\s][^\\\s]*)?$' and char_length(link) <= 300)
);
create index learner_notifications_learner_id_created_at_idx on public.learner_notifications (learner_id, created_at desc);

-- A learner's request to receive a copy of their data (RGPD art. 15) or to have it erased (art. 17).
-- The only table a learner writes: one pending request of each kind at a time; staff answer it
-- within a month (art. 12.3) and set handled_at.
create table public.privacy_requests (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  constraint privacy_requests_kind_check check (kind in ('export', 'deletion'))
);
create unique index privacy_requests_one_pending_idx on public.privacy_requests (learner_id, kind) where handled_at is null;

alter table public.learner_profiles enable row level security;
alter table public.enrolments enable row level security;
alter table public.lessons enable row level security;
alter table public.learner_notifications enable row level security;
alter table public.privacy_requests enable row level security;

revoke all on table public.learner_profiles, public.enrolments, public.lessons, public.learner_notifications, public.privacy_requests
  from anon, authenticated, service_role;
grant select on table public.learner_profiles, public.enrolments, public.lessons, public.learner_notifications, public.privacy_requests
  to authenticated;
-- The learner names the kind; learner_id defaults to their auth.uid(), created_at and handled_at are not theirs to set.
grant insert (kind) on table public.privacy_requests to authenticated;
grant select, insert, update, delete on table public.learner_profiles, public.enrolments, public.lessons, public.learner_notifications, public.privacy_requests
  to service_role;

create policy learner_profiles_select_own on public.learner_profiles
for select to authenticated
using (id = (select auth.uid()));

create policy enrolments_select_own on public.enrolments
for select to authenticated
using (learner_id = (select auth.uid()));

create policy lessons_select_own on public.lessons
for select to authenticated
using (learner_id = (select auth.uid()));

create policy learner_notifications_select_own on public.learner_notifications
for select to authenticated
using (learner_id = (select auth.uid()));

create policy privacy_requests_select_own on public.privacy_requests
for select to authenticated
using (learner_id = (select auth.uid()));

create policy privacy_requests_insert_own on public.privacy_requests
for insert to authenticated
with check (learner_id = (select auth.uid()) and handled_at is null);
