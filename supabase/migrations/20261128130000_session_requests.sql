-- Registration for a chosen session, the waiting list, the company quote and the positioning answers
-- (issue 45; docs/architecture.md, "How data flows"). A registration names a session of the
-- catalogue mirror (public.training_sessions, copied from the site by sync-catalogue, issue 43) or none
-- (« être recontacté(e) pour une prochaine session »); the database refuses a session that does not
-- exist, is withdrawn or is past its registration deadline, and a waiting-list flag that does not match
-- the session's dated seat count. The training's full title is copied from the catalogue, never sent by
-- the visitor. Same rules as every request: one row per call, 5 per e-mail per 24 h, no read-back.

alter table public.contact_requests
  add column session_key text,
  add column waiting_list boolean not null default false,
  add column training_title text,
  add column positioning jsonb,
  -- devis
  add column trainees smallint,
  add column preferred_period text,
  add column quote_format text,
  add column place text,
  add column opco text,
  add column siret text;

comment on column public.contact_requests.session_key is 'Session choisie (training_sessions.key) ; null : à recontacter pour une prochaine session.';
comment on column public.contact_requests.waiting_list is 'Demande d''inscription sur liste d''attente (la session était complète à l''envoi).';
comment on column public.contact_requests.training_title is 'Intitulé complet de la formation, copié du catalogue à l''envoi (jamais saisi par le visiteur).';
comment on column public.contact_requests.positioning is 'Réponses au questionnaire de positionnement : [{question, answer}], la question telle que posée.';

-- A SIRET: 14 digits whose SIREN (9 first) and whole number pass the Luhn check, except La Poste's
-- establishments (SIREN 356000000, head office aside), whose digits add up to a multiple of 5.
-- Null for null, like the other field rules.
create function private.luhn_ok(digits text) returns boolean
language sql immutable parallel safe
set search_path = ''
return (
  select sum(
    case when (char_length(digits) - i) % 2 = 1
      then (substr(digits, i, 1)::int * 2) / 10 + (substr(digits, i, 1)::int * 2) % 10
      else substr(digits, i, 1)::int
    end
  ) % 10 = 0
  from generate_series(1, char_length(digits)) as i
);

create function private.is_siret(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
return case
  when value is null then null
  when value !~ '^[0-9]{14}$' then false
  when left(value, 9) = '356000000' and value <> '35600000000048' then (
    select sum(substr(value, i, 1)::int) % 5 = 0 from generate_series(1, 14) as i
  )
  else private.luhn_ok(left(value, 9)) and private.luhn_ok(value)
end;

-- Positioning answers: a non-empty array of at most 12 objects with exactly a question (one clean
-- line, 1–300 characters) and an answer (clean text, 1–1,000 characters); POSITIONING_LIMITS of
-- src/schemas/field-limits.ts, which tests/db/session-requests.test.ts holds equal. Null for null.
create function private.is_positioning(value jsonb) returns boolean
language sql immutable parallel safe
set search_path = ''
return case
  when value is null then null
  when jsonb_typeof(value) <> 'array' or jsonb_array_length(value) not between 1 and 12 then false
  else coalesce((
    select bool_and(
      jsonb_typeof(item) = 'object'
      and (select count(*) from jsonb_object_keys(item)) = 2
      and jsonb_typeof(item -> 'question') = 'string'
      and jsonb_typeof(item -> 'answer') = 'string'
      and char_length(item ->> 'question') between 1 and 300
      and private.is_clean_line(item ->> 'question')
      and char_length(item ->> 'answer') between 1 and 1000
      and private.is_clean_text(item ->> 'answer')
    )
    from jsonb_array_elements(value) as item
  ), false)
end;

-- Trims each question and answer as the other fields are; leaves any other shape to the CHECK.
create function private.normalize_positioning(value jsonb) returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(value) = 'array' and not exists (
      select 1 from jsonb_array_elements(value) as item
      where jsonb_typeof(item) <> 'object'
        or jsonb_typeof(item -> 'question') is distinct from 'string'
        or jsonb_typeof(item -> 'answer') is distinct from 'string'
    ) then coalesce((
      select jsonb_agg(
        item || jsonb_build_object(
          'question', private.normalize_line(item ->> 'question'),
          'answer', private.normalize_text(item ->> 'answer')
        ) order by position
      )
      from jsonb_array_elements(value) with ordinality as element(item, position)
    ), '[]'::jsonb)
    else value
  end
$$;

revoke all on function private.normalize_positioning(jsonb) from public, anon, authenticated;
-- A CHECK runs its functions as the role that writes the row (20261120090000_private_by_default.sql):
-- hence the SQL-standard bodies above and this grant; the schema stays closed to the API roles.
grant execute on function private.luhn_ok(text), private.is_siret(text), private.is_positioning(jsonb)
to anon, authenticated, service_role;

-- Kinds, and the columns devis shares with the other kinds.
alter table public.contact_requests
  drop constraint contact_requests_kind_check,
  drop constraint contact_requests_telephone_check,
  drop constraint contact_requests_formation_check,
  drop constraint contact_requests_entreprise_check,
  drop constraint contact_requests_contact_check,
  drop constraint contact_requests_message_check;

alter table public.contact_requests
  add constraint contact_requests_kind_check check (kind in ('inscription', 'entreprise', 'contact', 'devis')),
  add constraint contact_requests_telephone_check check (
    (telephone is not null) = (kind in ('inscription', 'entreprise', 'devis')) and private.is_phone(telephone)
  ),
  -- Which codes exist is the catalogue's (the FK below, and the trigger's check-style refusal).
  add constraint contact_requests_formation_check check (
    (formation is not null) = (kind in ('inscription', 'devis')) and formation ~ '^[A-Z0-9]{1,20}$'
  ),
  add constraint contact_requests_entreprise_check check (
    (entreprise is not null) = (kind in ('entreprise', 'devis'))
    and char_length(entreprise) between 1 and 200 and private.is_clean_line(entreprise)
  ),
  add constraint contact_requests_contact_check check (
    (contact is not null) = (kind in ('entreprise', 'devis'))
    and char_length(contact) between 1 and 100 and private.is_person_name(contact)
  ),
  -- Required for a company or contact message, optional with a quote, absent from a registration.
  add constraint contact_requests_message_check check (
    (case kind when 'devis' then true when 'inscription' then message is null else message is not null end)
    and char_length(message) between 1 and 5000 and private.is_clean_text(message)
  ),
  -- inscription
  add constraint contact_requests_session_key_check check (
    kind = 'inscription' or session_key is null
  ),
  add constraint contact_requests_waiting_list_check check (
    not waiting_list or (kind = 'inscription' and session_key is not null)
  ),
  add constraint contact_requests_positioning_check check (
    (kind = 'inscription' or positioning is null) and private.is_positioning(positioning)
  ),
  -- devis
  add constraint contact_requests_trainees_check check (
    (trainees is not null) = (kind = 'devis') and trainees between 1 and 200
  ),
  add constraint contact_requests_preferred_period_check check (
    (preferred_period is not null) = (kind = 'devis')
    and char_length(preferred_period) between 1 and 100 and private.is_clean_line(preferred_period)
  ),
  add constraint contact_requests_quote_format_check check (
    (quote_format is not null) = (kind = 'devis') and quote_format in ('inter', 'intra', 'distanciel')
  ),
  add constraint contact_requests_place_check check (
    (kind = 'devis' or place is null)
    and (quote_format is distinct from 'intra' or place is not null)
    and char_length(place) <= 200 and private.is_clean_line(place)
  ),
  add constraint contact_requests_opco_check check (
    (kind = 'devis' or opco is null) and char_length(opco) <= 100 and private.is_clean_line(opco)
  ),
  add constraint contact_requests_siret_check check ((kind = 'devis' or siret is null) and private.is_siret(siret)),
  add constraint contact_requests_session_fkey foreign key (session_key, formation)
    references public.training_sessions (key, training_code),
  -- Not validated: registrations stored before the first catalogue sync keep their code; every new
  -- row is checked.
  add constraint contact_requests_formation_fkey foreign key (formation)
    references public.trainings (code) not valid;

grant insert (
  session_key, waiting_list, positioning, trainees, preferred_period, quote_format, place, opco, siret
) on table public.contact_requests to anon, authenticated;

-- Normalises the values, pins the server-owned columns (now training_title too), refuses a closed
-- session and a waiting-list flag that does not match, and enforces the per-e-mail quota.
-- Security definer: counting rows needs a read access the visitor does not have.
create or replace function private.contact_requests_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  training public.trainings%rowtype;
  chosen public.training_sessions%rowtype;
begin
  new.email := lower(btrim(new.email));
  new.telephone := nullif(btrim(new.telephone), '');
  new.prenom := private.normalize_line(new.prenom);
  new.nom := private.normalize_line(new.nom);
  new.adresse := private.normalize_line(new.adresse);
  new.commentaires := nullif(private.normalize_text(new.commentaires), '');
  new.entreprise := private.normalize_line(new.entreprise);
  new.contact := private.normalize_line(new.contact);
  new.message := case
    when new.kind = 'devis' then nullif(private.normalize_text(new.message), '')
    else private.normalize_text(new.message)
  end;
  new.name := private.normalize_line(new.name);
  new.subject := private.normalize_line(new.subject);
  new.session_key := nullif(btrim(new.session_key), '');
  new.positioning := private.normalize_positioning(new.positioning);
  new.preferred_period := private.normalize_line(new.preferred_period);
  new.place := nullif(private.normalize_line(new.place), '');
  new.opco := nullif(private.normalize_line(new.opco), '');
  -- Written as printed (« 732 829 320 00074 »): spaces, including no-break ones, are not digits.
  new.siret := nullif(regexp_replace(new.siret, '[[:space:]\u00a0\u202f]', '', 'g'), '');
  new.training_title := null;
  new.handled := false;
  new.created_at := now();

  -- A retry of a stored request must reach the primary key (23505, read as success), not the quota.
  if exists (select 1 from public.contact_requests where id = new.id) then
    return new;
  end if;

  if new.formation is not null then
    select * into training from public.trainings where code = new.formation;
    if not found or training.withdrawn_at is not null then
      perform private.refuse_check('contact_requests', 'contact_requests_formation_check',
        'Cette formation n''est pas au catalogue.');
    end if;
    new.training_title := training.title;
  end if;

  -- An unknown session is left to contact_requests_session_fkey.
  if new.kind = 'inscription' and new.session_key is not null then
    select * into chosen from public.training_sessions
    where key = new.session_key and training_code = new.formation;
    if found then
      if chosen.withdrawn_at is not null
        or chosen.registration_deadline < (now() at time zone 'Europe/Paris')::date then
        perform private.refuse_check('contact_requests', 'contact_requests_session_open_check',
          'Les inscriptions à cette session sont closes.');
      end if;
      if new.waiting_list is distinct from coalesce(chosen.seats_left = 0, false) then
        perform private.refuse_check('contact_requests', 'contact_requests_waiting_list_check',
          'Le nombre de places de cette session a changé.');
      end if;
    end if;
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

comment on table public.contact_requests is 'Demandes d''inscription (à une session ou à recontacter), de devis, d''entreprise et de contact (docs/product.md §3, §7). Conserver 3 ans après le dernier contact (docs/product.md §9).';
