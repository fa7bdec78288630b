-- Abuse limits on proposed testimonials (security.md §3e, §5.2 T11). Every proposal is pending
-- until staff validate it, so a flood cannot reach the page; these caps keep the moderation queue
-- readable. Only pending rows count: a reviewer whose testimonial was published may write again.
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
