-- Requests from the three forms docs/product.md §7 sent by e-mail: registration to a training (inscription),
-- company contact (entreprise) and the contact page (contact). One table, one row per request;
-- which columns a kind requires (and forbids) is spelled out column by column below:
-- `(column is not null) = (kind …)` makes a column present exactly for the kinds that use it. The
-- field rule that follows is null for a null column, and a CHECK passes when its expression is null:
-- an absent column passes when the presence test is true and fails when it is false.
create table public.contact_requests (
  id uuid primary key,
  kind text not null,
  email text not null,
  telephone text,
  -- inscription
  prenom text,
  nom text,
  date_naissance date,
  adresse text,
  formation text,
  modalite text,
  situation text,
  commentaires text,
  -- entreprise
  entreprise text,
  contact text,
  -- entreprise and contact
  message text,
  -- contact
  name text,
  subject text,
  -- Staff mark a request as handled; the retention clock (3 years after last contact) starts there.
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  constraint contact_requests_kind_check check (kind in ('inscription', 'entreprise', 'contact')),
  constraint contact_requests_email_check check (char_length(email) <= 254 and private.is_email(email)),
  constraint contact_requests_telephone_check check (
    (telephone is not null) = (kind in ('inscription', 'entreprise')) and private.is_phone(telephone)
  ),
  -- inscription
  constraint contact_requests_prenom_check check (
    (prenom is not null) = (kind = 'inscription') and char_length(prenom) between 1 and 100 and private.is_person_name(prenom)
  ),
  constraint contact_requests_nom_check check (
    (nom is not null) = (kind = 'inscription') and char_length(nom) between 1 and 100 and private.is_person_name(nom)
  ),
  -- A plausible age on the day of the request: 14 to 100 years (docs/security.md C6).
  constraint contact_requests_date_naissance_check check (
    (date_naissance is not null) = (kind = 'inscription')
    and date_naissance between ((created_at at time zone 'Europe/Paris') - interval '100 years')::date
      and ((created_at at time zone 'Europe/Paris') - interval '14 years')::date
  ),
  constraint contact_requests_adresse_check check (
    (adresse is not null) = (kind = 'inscription') and char_length(adresse) between 1 and 300 and private.is_clean_line(adresse)
  ),
  constraint contact_requests_formation_check check (
    (formation is not null) = (kind = 'inscription') and formation in ('EC', 'CV', 'AM', 'MUM')
  ),
  constraint contact_requests_modalite_check check (
    (modalite is not null) = (kind = 'inscription') and modalite in ('présentiel', 'distanciel', 'alternance')
  ),
  constraint contact_requests_situation_check check (
    (situation is not null) = (kind = 'inscription') and situation in ('demandeur', 'salarie', 'etudiant', 'autre')
  ),
  -- Optional for a registration, absent otherwise.
  constraint contact_requests_commentaires_check check (
    (kind = 'inscription' or commentaires is null) and char_length(commentaires) <= 5000 and private.is_clean_text(commentaires)
  ),
  -- entreprise
  constraint contact_requests_entreprise_check check (
    (entreprise is not null) = (kind = 'entreprise') and char_length(entreprise) between 1 and 200 and private.is_clean_line(entreprise)
  ),
  constraint contact_requests_contact_check check (
    (contact is not null) = (kind = 'entreprise') and char_length(contact) between 1 and 100 and private.is_person_name(contact)
  ),
  -- entreprise and contact
  constraint contact_requests_message_check check (
    (message is not null) = (kind in ('entreprise', 'contact')) and char_length(message) between 1 and 5000 and private.is_clean_text(message)
  ),
  -- contact
  constraint contact_requests_name_check check (
    (name is not null) = (kind = 'contact') and char_length(name) between 1 and 100 and private.is_person_name(name)
  ),
  constraint contact_requests_subject_check check (
    (subject is not null) = (kind = 'contact') and char_length(subject) between 1 and 200 and private.is_clean_line(subject)
  )
);

comment on table public.contact_requests is 'Demandes d''inscription, d''entreprise et de contact (docs/product.md §3, §7). Conserver 3 ans après le dernier contact (docs/product.md §9).';

-- Serves the per-e-mail quota of the insert trigger.
create index contact_requests_email_created_at_idx on public.contact_requests (email, created_at);

alter table public.contact_requests enable row level security;

revoke all on table public.contact_requests from anon, authenticated, service_role;
grant insert (
  id, kind, email, telephone, prenom, nom, date_naissance, adresse, formation, modalite, situation,
  commentaires, entreprise, contact, message, name, subject
) on table public.contact_requests to anon, authenticated;
grant select, update, delete on table public.contact_requests to service_role;

create policy contact_requests_insert_new on public.contact_requests
for insert to anon, authenticated
with check (not handled);

-- Normalises the values, pins the server-owned columns and enforces the per-e-mail quota.
-- Security definer: counting rows needs a read access the visitor does not have.
create function private.contact_requests_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  new.telephone := nullif(btrim(new.telephone), '');
  new.prenom := private.normalize_line(new.prenom);
  new.nom := private.normalize_line(new.nom);
  new.adresse := private.normalize_line(new.adresse);
  new.commentaires := nullif(private.normalize_text(new.commentaires), '');
  new.entreprise := private.normalize_line(new.entreprise);
  new.contact := private.normalize_line(new.contact);
  new.message := private.normalize_text(new.message);
  new.name := private.normalize_line(new.name);
  new.subject := private.normalize_line(new.subject);
  new.handled := false;
  new.created_at := now();

  -- A retry of a stored request must reach the primary key (23505, read as success), not the quota.
  if exists (select 1 from public.contact_requests where id = new.id) then
    return new;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('contact_requests:' || coalesce(new.email, ''), 0));
  if (
    select count(*) from public.contact_requests
    where email = new.email and created_at > now() - interval '24 hours'
  ) >= 5 then
    perform private.raise_rate_limited('Trop de demandes envoyées avec cette adresse e-mail. Réessayez demain.');
  end if;
  return new;
end;
$$;

revoke all on function private.contact_requests_before_insert() from public, anon, authenticated;

create trigger contact_requests_before_insert
before insert on public.contact_requests
for each row execute function private.contact_requests_before_insert();
