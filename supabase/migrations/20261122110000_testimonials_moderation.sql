-- Testimonials: abuse limits on proposals, and the dates French consumer law requires
-- beside each review (Code de la consommation D111-16): the date of the experience and the
-- publication date.

-- 1. Dates. The experience is the year the reviewer finished the training; the publication date is
-- set when staff validate the testimonial.
alter table public.testimonials
  add column experience_year smallint,
  add column published_at timestamptz;

-- A year of this century, not after the year the testimonial was written (Paris time, as the form
-- counts it). Null only for rows written before this column existed: the form always sends it.
alter table public.testimonials
  add constraint testimonials_experience_year_check
  check (experience_year between 2000 and extract(year from created_at at time zone 'Europe/Paris'));

-- Rows published before this migration: their publication date is unknown, the submission date stands in.
update public.testimonials set published_at = created_at where validated;

grant insert (experience_year) on table public.testimonials to anon, authenticated;

-- Publication stamps the date; unpublishing clears it. Staff may set another date in the same update
-- (reviews collected elsewhere); otherwise it is now().
create function private.testimonials_before_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.validated and not old.validated and new.published_at is not distinct from old.published_at then
    new.published_at := now();
  elsif not new.validated then
    new.published_at := null;
  end if;
  return new;
end;
$$;

revoke all on function private.testimonials_before_update() from public, anon, authenticated;

create trigger testimonials_before_update
before update on public.testimonials
for each row execute function private.testimonials_before_update();

-- 2. Abuse limits (docs/security.md §3e, §5.2 T11). Every proposal is pending until staff validate it,
-- so a flood cannot reach the page; these caps keep the moderation queue readable. Only pending
-- rows count: a reviewer whose testimonial was published may write again.
-- - 3 pending testimonials per name (case-insensitive) per 24 hours;
-- - 30 pending testimonials in all per hour: above that, the site is being flooded.
-- Both answer HTTP 429 with a French message, like the other forms' quotas.

-- The 429 of an hourly limit: same as private.raise_rate_limited, with the delay after which a retry may pass.
create function private.raise_rate_limited(message text, retry_after_seconds integer) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object('code', 'RATE_LIMITED', 'message', message)::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', retry_after_seconds::text))::text;
end;
$$;

revoke all on function private.raise_rate_limited(text, integer) from public, anon, authenticated;

-- Serves both counts below: recent pending rows only.
create index testimonials_pending_created_at_idx on public.testimonials (created_at) where not validated;

-- Same normalisation as before, then the two caps. Security definer: counting pending rows needs a
-- read access visitors do not have.
create or replace function private.testimonials_before_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := private.normalize_line(new.name);
  new.formation := private.normalize_line(new.formation);
  new.text := private.normalize_text(new.text);
  new.validated := false;
  new.published_at := null;
  new.created_at := now();

  -- One lock for every proposal: both counts are then exact under concurrent submissions, and
  -- testimonials arrive a few a day, so nobody waits.
  perform pg_advisory_xact_lock(hashtextextended('testimonials', 0));
  if (
    select count(*) from public.testimonials
    where not validated and lower(name) = lower(new.name) and created_at > now() - interval '24 hours'
  ) >= 3 then
    perform private.raise_rate_limited('Vous avez déjà envoyé plusieurs témoignages aujourd’hui. Réessayez demain.');
  end if;
  if (
    select count(*) from public.testimonials
    where not validated and created_at > now() - interval '1 hour'
  ) >= 30 then
    perform private.raise_rate_limited('Trop de témoignages reçus en ce moment. Réessayez dans une heure.', 3600);
  end if;
  return new;
end;
$$;
