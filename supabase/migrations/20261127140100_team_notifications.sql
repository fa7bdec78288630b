-- Staff notifications (20261123100000_staff_notifications.sql) for three more events of the team space:
-- a new learner account (a sign-up: not an invitation, not a team member), a new privacy request and a
-- new testimonial to moderate. Same machinery: the row is the source of truth, the webhook of each
-- insert and the 10-minute schedule call notify-staff, which claims rows under a lease and finishes
-- each claim; one mail per row, exactly once.

alter table public.testimonials
  add column notified_at timestamptz,
  add column notification_attempts integer not null default 0,
  add column notification_claimed_until timestamptz,
  add column notification_error text;
alter table public.privacy_requests
  add column notified_at timestamptz,
  add column notification_attempts integer not null default 0,
  add column notification_claimed_until timestamptz,
  add column notification_error text;
alter table private.accounts
  add column notified_at timestamptz,
  add column notification_attempts integer not null default 0,
  add column notification_claimed_until timestamptz,
  add column notification_error text;

-- What exists before this migration is known to staff already (the dashboard): no mail for it.
update public.testimonials set notified_at = created_at;
update public.privacy_requests set notified_at = created_at;
update private.accounts set notified_at = created_at;

comment on column public.testimonials.notified_at is 'When the staff e-mail was accepted by the SMTP server; null until then (the function retries).';
comment on column public.privacy_requests.notified_at is 'When the staff e-mail was accepted by the SMTP server; null until then (the function retries).';

create index testimonials_not_notified_idx on public.testimonials (created_at) where notified_at is null;
create index privacy_requests_not_notified_idx on public.privacy_requests (created_at) where notified_at is null;
create index accounts_not_notified_idx on private.accounts (created_at) where notified_at is null;

-- Testimonial ids are numbers: the claim now names rows by text, and takes the webhook's table too.
drop function public.staff_claim_notifications(uuid, integer, integer);
drop function public.staff_finish_notification(text, uuid, text);

-- Claims up to `max_rows` rows of each source never notified and not claimed by a call in progress (or
-- whose claim ran out), oldest first, for `lease_seconds`; with `only_source` and `only_id`, that row
-- alone (the webhook of one insert). Answers each row as JSON without its notification columns. An
-- account is claimed only while it is a learner's own sign-up, a testimonial only while it is pending.
create function public.staff_claim_notifications(
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
end;
$$;

-- Ends a claim: `error` null means the mail was sent (stamps notified_at), otherwise it records why and
-- frees the row for the next attempt.
create function public.staff_finish_notification(source text, row_id text, error text default null)
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
  else
    raise invalid_parameter_value using message = 'unknown source: ' || source;
  end if;
end;
$$;

revoke all on function public.staff_claim_notifications(text, text, integer, integer), public.staff_finish_notification(text, text, text)
  from public, anon, authenticated;
grant execute on function public.staff_claim_notifications(text, text, integer, integer), public.staff_finish_notification(text, text, text)
  to service_role;

-- The webhooks: one call per new row that may need a mail (the claim decides).
create trigger privacy_requests_notify_staff
after insert on public.privacy_requests
for each row execute function private.request_staff_notification();
create trigger testimonials_notify_staff
after insert on public.testimonials
for each row execute function private.request_staff_notification();
create trigger accounts_notify_staff
after insert on private.accounts
for each row
when (new.team_role is null and not new.invited)
execute function private.request_staff_notification();

