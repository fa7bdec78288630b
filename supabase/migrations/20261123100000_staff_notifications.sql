-- Staff notifications: every new contact request and application is e-mailed to the staff
-- by the Edge Function supabase/functions/notify-staff. The row is the source of truth: the function
-- claims rows that were never notified, sends one mail per row and stamps `notified_at`; a failed send
-- releases the claim and records the error, and the next call (a later webhook, or the schedule below)
-- sends it again. A lease (`notification_claimed_until`) keeps two concurrent calls from both sending.
--
-- Platform pieces (docs/operations.md, Staff e-mails, retention and the schedule): pg_net sends the webhook, Vault holds the function's URL and
-- secret, pg_cron runs the retry. Each is used only where the platform provides it, so the migration
-- also applies on a Postgres without them; local/supabase/platform.sql stands in for them.

alter table public.contact_requests
  add column notified_at timestamptz,
  add column notification_attempts integer not null default 0,
  add column notification_claimed_until timestamptz,
  add column notification_error text;

alter table public.applications
  add column notified_at timestamptz,
  add column notification_attempts integer not null default 0,
  add column notification_claimed_until timestamptz,
  add column notification_error text;

comment on column public.contact_requests.notified_at is 'When the staff e-mail was accepted by the SMTP server; null until then (the function retries).';
comment on column public.applications.notified_at is 'When the staff e-mail was accepted by the SMTP server; null until then (the function retries).';

-- The retry sweep reads the rows still to notify.
create index contact_requests_not_notified_idx on public.contact_requests (created_at) where notified_at is null;
create index applications_not_notified_idx on public.applications (created_at) where notified_at is null;

-- Claims up to `max_rows` rows never notified and not claimed by a call in progress (or whose claim
-- ran out: the call died), oldest first, for `lease_seconds`. With `only_id`, that row alone (the
-- webhook of one insert). Answers each claimed row as JSON, without its notification columns.
create function public.staff_claim_notifications(
  only_id uuid default null,
  max_rows integer default 50,
  lease_seconds integer default 120
) returns table (source text, id uuid, record jsonb)
language plpgsql
set search_path = ''
as $$
declare
  state_columns constant text[] := array['notified_at', 'notification_attempts', 'notification_claimed_until', 'notification_error'];
begin
  return query
  with candidates as (
    select c.id from public.contact_requests c
    where c.notified_at is null
      and (c.notification_claimed_until is null or c.notification_claimed_until < now())
      and (only_id is null or c.id = only_id)
    order by c.created_at
    limit max_rows
    for update skip locked
  ), claimed as (
    update public.contact_requests r
    set notification_claimed_until = now() + make_interval(secs => lease_seconds),
        notification_attempts = r.notification_attempts + 1
    from candidates where r.id = candidates.id
    returning r.*
  )
  select 'contact_requests'::text, claimed.id, to_jsonb(claimed) - state_columns from claimed;

  return query
  with candidates as (
    select a.id from public.applications a
    where a.notified_at is null
      and (a.notification_claimed_until is null or a.notification_claimed_until < now())
      and (only_id is null or a.id = only_id)
    order by a.created_at
    limit max_rows
    for update skip locked
  ), claimed as (
    update public.applications r
    set notification_claimed_until = now() + make_interval(secs => lease_seconds),
        notification_attempts = r.notification_attempts + 1
    from candidates where r.id = candidates.id
    returning r.*
  )
  select 'applications'::text, claimed.id, to_jsonb(claimed) - state_columns from claimed;
end;
$$;

-- Ends a claim: `error` null means the mail was sent (stamps notified_at), otherwise it records why
-- and frees the row for the next attempt.
create function public.staff_finish_notification(source text, row_id uuid, error text default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if source = 'contact_requests' then
    update public.contact_requests
    set notified_at = case when error is null then now() end,
        notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id = row_id and notified_at is null;
  elsif source = 'applications' then
    update public.applications
    set notified_at = case when error is null then now() end,
        notification_claimed_until = null,
        notification_error = left(error, 1000)
    where id = row_id and notified_at is null;
  else
    raise invalid_parameter_value using message = 'unknown source: ' || source;
  end if;
end;
$$;

-- The staff's secret key only (the function uses it); never the API roles.
revoke all on function public.staff_claim_notifications(uuid, integer, integer), public.staff_finish_notification(text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.staff_claim_notifications(uuid, integer, integer), public.staff_finish_notification(text, uuid, text)
  to service_role;

-- The platform's extensions, where it has them (the Supabase images do; plain Postgres does not).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
end;
$$;

-- Calls an Edge Function of this project through pg_net, after the transaction commits. The base URL
-- (`https://<ref>.supabase.co/functions/v1`) and the shared secret are read from Vault
-- (`staff_functions_url`, `staff_functions_secret`). It never fails: a missing piece is a warning in the
-- logs, the rows stay un-notified and the schedule sends them once the configuration is complete, so
-- an insert can never be lost because of a notification.
create function private.call_staff_function(function_name text, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  base_url text;
  secret text;
begin
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
    or to_regclass('vault.decrypted_secrets') is null then
    raise warning 'call_staff_function(%): pg_net or Vault is not installed', function_name;
    return;
  end if;
  execute $sql$select max(decrypted_secret) filter (where name = 'staff_functions_url'),
                      max(decrypted_secret) filter (where name = 'staff_functions_secret')
               from vault.decrypted_secrets$sql$
    into base_url, secret;
  if base_url is null or secret is null then
    raise warning 'call_staff_function(%): Vault secrets staff_functions_url and staff_functions_secret are not set', function_name;
    return;
  end if;
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => 10000)'
    using rtrim(base_url, '/') || '/' || function_name,
          payload,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret);
exception when others then
  raise warning 'call_staff_function(%): %', function_name, sqlerrm;
end;
$$;

-- The Database Webhook: one call per inserted row, naming it.
create function private.request_staff_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.call_staff_function('notify-staff', jsonb_build_object('table', tg_table_name, 'id', new.id));
  return null;
end;
$$;

revoke all on function private.call_staff_function(text, jsonb), private.request_staff_notification()
  from public, anon, authenticated;

create trigger contact_requests_notify_staff
after insert on public.contact_requests
for each row execute function private.request_staff_notification();

create trigger applications_notify_staff
after insert on public.applications
for each row execute function private.request_staff_notification();

-- The retry: every 10 minutes the function sends whatever is still un-notified (a failed SMTP send,
-- a lost webhook). Where pg_cron is missing, tests run this same command (cron.job.command).
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(
      'notify-staff-retry',
      '*/10 * * * *',
      $job$select private.call_staff_function('notify-staff', '{}'::jsonb)$job$
    );
  end if;
end;
$$;
