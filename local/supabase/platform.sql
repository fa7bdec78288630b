-- Stand-in for what a hosted Supabase project provides before our migrations run.
-- Local platform only (the tests and npm run dev:local): never part of supabase/migrations. Names and definitions follow the platform
-- (supabase/postgres init scripts, supabase/auth and supabase/storage migrations), trimmed to
-- what our migrations and tests touch.

-- Roles used by PostgREST, Storage and Auth.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create role authenticator login noinherit password 'authenticator';
grant anon, authenticated, service_role to authenticator;

-- The platform caps anonymous statements (docs/security.md T10).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Pre-2026 projects grant every new public object to the API roles by default
-- (supabase/postgres 00000000000000-initial-schema.sql): our migrations must undo this.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

-- Auth: helpers read the JWT claims PostgREST puts in request.jwt.claims (supabase/auth migrations).
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz,
  updated_at timestamptz,
  -- What local/supabase/auth.ts needs of the real table (supabase/auth migrations): the
  -- one-time tokens of the confirmation and recovery links and of the re-authentication code, and
  -- when they were sent.
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  reauthentication_token varchar(255),
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  invited_at timestamptz
);
create unique index users_email_partial_key on auth.users (email) where is_anonymous = false;

-- Sessions, their rotating refresh tokens and the MFA tables (supabase/auth v2.196.0 migrations, trimmed:
-- 20220811173540 sessions, 20221003041349 MFA schema, 20221003041400 aal and factor_id,
-- 20221114143122 not_after, 20231027141322 refresh columns, 20240729123726 phone factors).
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  -- Auth writes it in UTC into a column without time zone.
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet
);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);
create table auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text unique default null,
  last_challenged_at timestamptz unique default null
);
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create table auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- The platform installs pgcrypto in `extensions`; Auth stores bcrypt hashes, as crypt(…, gen_salt('bf')) makes.
create schema extensions;
create extension pgcrypto with schema extensions;

create function auth.uid() returns uuid language sql stable as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.sub', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
  ), '')::uuid
$$;

create function auth.role() returns text language sql stable as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.role', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
  ), '')::text
$$;

create function auth.email() returns text language sql stable as $$
  select nullif(coalesce(
    current_setting('request.jwt.claim.email', true),
    (current_setting('request.jwt.claims', true)::jsonb ->> 'email')
  ), '')::text
$$;

create function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Storage: the tables and helpers of supabase/storage tenant migrations.
create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Storage relies on RLS alone: the API roles hold every table privilege.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Storage v1.35.0 and later (tenant migration 0055-prevent-direct-deletes): a delete in SQL is refused
-- for every role, superuser included, unless the transaction set storage.allow_delete_query, which
-- Storage's own connections do (local/supabase/storage.ts too): a row deleted in SQL would leave its bytes.
create function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise insufficient_privilege
      using message = 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
        hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end;
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

create function storage.foldername(name text) returns text[] language plpgsql as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$function$;

create function storage.filename(name text) returns text language plpgsql as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create function storage.extension(name text) returns text language plpgsql as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- What a hosted project offers that the embedded Postgres lacks, as stand-ins with the platform's names
-- and signatures, so that migrations take the same path here as on Supabase and tests can run what the
-- platform would run.

-- pg_net (supabase/pg_net): http_post queues the request in a table that a background worker sends after
-- the transaction commits; here local/supabase/pg-net.ts is that worker.
create schema net;
create unlogged table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint
language sql
set search_path = ''
as $$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
  returning id
$$;
revoke all on schema net from public;

-- Vault (supabase/vault): secrets stored encrypted, read decrypted by the postgres role only.
create schema vault;
create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  secret text not null,
  created_at timestamptz not null default now()
);
create view vault.decrypted_secrets as select id, name, secret as decrypted_secret, created_at from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (name, secret) values (new_name, new_secret) returning id
$$;
revoke all on schema vault from public;

-- pg_cron (citusdata/pg_cron): cron.schedule records a named job; here tests read cron.job and run its
-- command themselves, as the scheduler would.
create schema cron;
create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);
create function cron.schedule(job_name text, schedule text, command text) returns bigint
language sql
set search_path = ''
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$$;
revoke all on schema cron from public;
