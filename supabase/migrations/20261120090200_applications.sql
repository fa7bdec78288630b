-- Applications to a training (docs/product.md §3 Application record, docs/security.md §4 and §5.1).
-- The browser supplies the uuid (idempotency key) and uploads the PDFs first; the row stores the
-- object keys, never a URL (cv_url keeps its historical name).
create table public.applications (
  id uuid primary key,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  formation_souhaitee text not null,
  motivation text,
  cv_url text not null,
  lettre_motivation_url text,
  status text not null default 'Reçue',
  created_at timestamptz not null default now(),
  -- Names: 1 to 100 characters, no control, invisible or bidi characters, no < or > (A15–A18).
  constraint applications_first_name_check check (char_length(first_name) between 1 and 100 and private.is_person_name(first_name)),
  constraint applications_last_name_check check (char_length(last_name) between 1 and 100 and private.is_person_name(last_name)),
  -- ASCII e-mail in the WHATWG shape with a dotted domain (A20–A22).
  constraint applications_email_check check (char_length(email) <= 254 and private.is_email(email)),
  -- French or international number: 6 to 25 characters, 6 to 15 digits (A23–A24).
  constraint applications_phone_check check (private.is_phone(phone)),
  constraint applications_formation_souhaitee_check check (
    char_length(formation_souhaitee) between 1 and 200 and private.is_clean_line(formation_souhaitee)
  ),
  -- Free text: newlines and tabs allowed, other controls and bidi overrides refused (A26).
  constraint applications_motivation_check check (char_length(motivation) <= 5000 and private.is_clean_text(motivation)),
  -- Object keys of this application's own folder only (A29).
  constraint applications_cv_url_check check (cv_url = id::text || '/cv.pdf'),
  constraint applications_lettre_motivation_url_check check (
    lettre_motivation_url is null or lettre_motivation_url = id::text || '/lettre.pdf'
  ),
  constraint applications_status_check check (status in ('Reçue', 'En cours', 'Acceptée', 'Refusée'))
);

comment on table public.applications is 'Candidatures (docs/product.md §3). Conserver 5 ans après la formation, 3 ans après le dernier contact pour un prospect (docs/product.md §9).';

-- Serves the per-e-mail quota of the insert trigger.
create index applications_email_created_at_idx on public.applications (email, created_at);

alter table public.applications enable row level security;

revoke all on table public.applications from anon, authenticated, service_role;
grant insert (id, first_name, last_name, email, phone, formation_souhaitee, motivation, cv_url, lettre_motivation_url)
  on table public.applications to anon, authenticated;
-- Staff tooling and the retention job read, update the status and delete with the secret key.
grant select, update, delete on table public.applications to service_role;

-- Insert only, and only as a new application; no select, update or delete policy for visitors.
create policy applications_insert_received on public.applications
for insert to anon, authenticated
with check (status = 'Reçue');

-- Normalises the values, pins the server-owned columns and enforces the per-e-mail quota.
-- Security definer: counting rows needs a read access the visitor does not have.
create function private.applications_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.first_name := private.normalize_line(new.first_name);
  new.last_name := private.normalize_line(new.last_name);
  new.email := lower(btrim(new.email));
  new.phone := nullif(btrim(new.phone), '');
  new.formation_souhaitee := private.normalize_line(new.formation_souhaitee);
  new.motivation := nullif(private.normalize_text(new.motivation), '');
  new.status := 'Reçue';
  new.created_at := now();

  -- A retry of a stored application must reach the primary key (23505, read as success), not the quota.
  if exists (select 1 from public.applications where id = new.id) then
    return new;
  end if;

  -- Serialises concurrent submissions for one address so that the count below is exact.
  perform pg_advisory_xact_lock(hashtextextended('applications:' || coalesce(new.email, ''), 0));
  if (
    select count(*) from public.applications
    where email = new.email and created_at > now() - interval '24 hours'
  ) >= 3 then
    perform private.raise_rate_limited('Trop de candidatures envoyées avec cette adresse e-mail. Réessayez demain.');
  end if;
  return new;
end;
$$;

-- Refuses an application whose PDFs were not uploaded first (A30): 23503 with cv_missing or lettre_missing.
-- After insert, so that field errors (23514) and the duplicate key (23505) are reported first.
create function private.applications_require_files() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from storage.objects where bucket_id = 'candidatures' and name = new.cv_url
  ) then
    raise foreign_key_violation using message = 'cv_missing';
  end if;
  if new.lettre_motivation_url is not null and not exists (
    select 1 from storage.objects where bucket_id = 'candidatures' and name = new.lettre_motivation_url
  ) then
    raise foreign_key_violation using message = 'lettre_missing';
  end if;
  return null;
end;
$$;

revoke all on function private.applications_before_insert(), private.applications_require_files() from public, anon, authenticated;

create trigger applications_before_insert
before insert on public.applications
for each row execute function private.applications_before_insert();

create trigger applications_require_files
after insert on public.applications
for each row execute function private.applications_require_files();
