-- Two rules found by measuring the first backend:
-- 1. An application's CV (and letter) must be a stored, non-empty PDF. The first version only checked
--    that an object existed, so a 0-byte upload or one stored as image/png let the application through.
--    Storage writes `metadata.size` and `metadata.mimetype` of every object it stores (as superuser),
--    so the trigger reads them instead of trusting the visitor.
-- 2. The API roles insert one row per request. PostgREST turns a JSON array into one multi-row INSERT,
--    so without this rule one POST could store hundreds of requests or testimonials and walk around
--    the per-address quotas' intent. Staff (service_role) and migrations are not limited.

-- True when `key` names an object of the private bucket that Storage stored as a non-empty PDF.
create function private.is_stored_pdf(key text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects
    where bucket_id = 'candidatures'
      and name = key
      and metadata ->> 'mimetype' = 'application/pdf'
      and coalesce(metadata ->> 'size', '') ~ '^[0-9]{1,19}$'
      and (metadata ->> 'size')::bigint > 0
  )
$$;

-- Same contract as before (23503 with cv_missing or lettre_missing, so the site asks for the file
-- again), now also when the object is empty or not stored as a PDF.
create or replace function private.applications_require_files() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_stored_pdf(new.cv_url) then
    raise foreign_key_violation using message = 'cv_missing';
  end if;
  if new.lettre_motivation_url is not null and not private.is_stored_pdf(new.lettre_motivation_url) then
    raise foreign_key_violation using message = 'lettre_missing';
  end if;
  return null;
end;
$$;

-- Refuses a multi-row INSERT from anon or authenticated with HTTP 400 and a French message.
-- Security invoker on purpose: `current_user` must be the role PostgREST switched to. A trigger's
-- function needs no EXECUTE right from the role that fires it, so none is granted.
create function private.refuse_multi_row_insert() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted_rows) > 1 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'SINGLE_ROW_ONLY',
        'message', 'Une seule ligne peut être envoyée par requête.'
      )::text,
      detail = json_build_object('status', 400, 'headers', json_build_object())::text;
  end if;
  return null;
end;
$$;

revoke all on function private.is_stored_pdf(text), private.refuse_multi_row_insert() from public, anon, authenticated;

create trigger applications_one_row_per_request
after insert on public.applications
referencing new table as inserted_rows
for each statement execute function private.refuse_multi_row_insert();

create trigger testimonials_one_row_per_request
after insert on public.testimonials
referencing new table as inserted_rows
for each statement execute function private.refuse_multi_row_insert();

create trigger contact_requests_one_row_per_request
after insert on public.contact_requests
referencing new table as inserted_rows
for each statement execute function private.refuse_multi_row_insert();
