-- Private by default (security.md §4): nothing created from here on is reachable by the API roles
-- until a migration grants it. Projects created before the 2026 default change grant every new
-- public object to anon and authenticated; revoking the defaults gives the same result everywhere.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public revoke all on functions from anon, authenticated;
alter default privileges for role postgres revoke execute on functions from public;

-- Helpers and triggers live here: the schema is not in PostgREST's exposed schemas and the API
-- roles cannot even look it up.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Trims spaces, normalises to NFC and collapses runs of spaces in a one-line value.
-- Newlines and tabs are kept on purpose, so that the CHECK constraints reject them.
create function private.normalize_line(value text) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(btrim(normalize(value, NFC), ' '), ' {2,}', ' ', 'g')
$$;

-- Normalises a free text to NFC and trims surrounding blank lines; inner newlines are kept.
create function private.normalize_text(value text) returns text
language sql immutable
set search_path = ''
as $$
  select btrim(normalize(value, NFC), E' \t\r\n')
$$;

-- Answers HTTP 429 through PostgREST's custom status convention (raise sqlstate 'PGRST').
create function private.raise_rate_limited(message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', 'RATE_LIMITED', 'message', message)::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', '86400'))::text;
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated;
