-- Private by default (docs/security.md §4): nothing created from here on is reachable by the API roles
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

-- Character rules shared by the CHECK constraints of every table (docs/security.md §5). Each answers
-- null for null, as the regex operator they wrap did, so a CHECK on a nullable column still passes
-- for null. The length bounds stay in the constraints. The Zod schemas of src/schemas/form-fields.ts
-- (FORBIDDEN_IN_*, EMAIL_PATTERN, PHONE_PATTERN) mirror these sets: change both together.

-- A one-line value without control, invisible or bidi characters (C0, C1, soft hyphen, zero-width,
-- line and paragraph separators, bidi embeddings, overrides and isolates, word joiners, BOM).
create function private.is_clean_line(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return value !~ '[\x01-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]';

-- A person's name: a clean line without < or > (docs/security.md A17, A18).
create function private.is_person_name(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return private.is_clean_line(value) and value !~ '[<>]';

-- An ASCII e-mail address in the WHATWG shape with a dotted domain (A20–A22); the 254-character
-- limit stays in the constraints.
create function private.is_email(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$';

-- A French or international phone number: 6 to 25 characters among digits, spaces, . ( ) - and a
-- leading +, with 6 to 15 digits (A23, A24).
create function private.is_phone(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return value ~ '^\+?[0-9 .()-]{6,25}$'
    and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 6 and 15;

-- A free text: tab and newlines allowed, so are zero-width joiners (emoji); other controls and bidi
-- embeddings, overrides and isolates are not (A26, T5, T6).
create function private.is_clean_text(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';

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

-- A CHECK constraint runs its functions as the role that inserts or updates the row: Postgres checks
-- that role's EXECUTE right on each of them (not its USAGE on the schema, since the stored constraint
-- names the function by oid). So the API roles, and service_role for the staff's updates, may execute
-- these pure functions; they read and reveal nothing, and the roles still cannot call them by name,
-- since they cannot look up the private schema. That is also why the bodies above are SQL-standard
-- (`return …`, parsed once at creation): a quoted body is parsed at each call as the caller, and
-- is_person_name's lookup of private.is_clean_line would then need USAGE on the schema.
grant execute on function
  private.is_clean_line(text), private.is_person_name(text), private.is_clean_text(text),
  private.is_email(text), private.is_phone(text)
to anon, authenticated, service_role;
