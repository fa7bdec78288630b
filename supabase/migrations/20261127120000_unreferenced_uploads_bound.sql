-- Bounds the objects of the `candidatures` bucket that no application references (docs/security.md
-- §4, A38). Anyone with the public key may upload under a fresh uuid folder, and the purge removes an
-- unreferenced object only once it is 24 hours old (public.staff_unreferenced_objects), so without
-- a bound a script could fill the bucket at the platform's speed meanwhile.
--
-- Sized from the application quota (3 applications per address per 24 hours, applications.sql) and
-- the two files an application carries: what ten addresses could leave in a day if every insert of
-- theirs failed, 60 objects (300 MiB). Honest traffic leaves a handful: the files of a submit between
-- their upload and the row, or of a submit abandoned there.
create function private.unreferenced_upload_limit() returns integer
language sql immutable parallel safe
set search_path = ''
return 60;

-- A trigger, not only the insert policy: Storage tests the policy in a rolled-back insert before the
-- bytes arrive, then writes the row as service_role, past RLS, once they have; a burst of parallel
-- uploads would all pass the policy's count. The trigger fires at both moments and the lock makes the
-- count exact at the second. Only the roles Storage runs as are bounded (not migrations nor staff SQL).
-- Refuses with 42501 and a message Storage passes on (403), which the site reads (src/db/errors.ts).
create function private.bound_unreferenced_uploads() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The role Storage switched to (current_user, here, is this function's owner).
  if current_setting('role') not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('candidatures:unreferenced-uploads', 0));
  if (
    select count(*) from (
      select 1 from storage.objects o
      where o.bucket_id = 'candidatures'
        and o.created_at > now() - interval '24 hours'
        and not exists (
          select 1 from public.applications a
          where a.cv_url = o.name or a.lettre_motivation_url = o.name
        )
      limit private.unreferenced_upload_limit()
    ) recent
  ) >= private.unreferenced_upload_limit() then
    raise insufficient_privilege using message = 'unreferenced_uploads_limit';
  end if;
  return new;
end;
$$;

revoke all on function private.unreferenced_upload_limit(), private.bound_unreferenced_uploads()
  from public, anon, authenticated;

create trigger candidatures_bound_unreferenced_uploads
before insert on storage.objects
for each row
when (new.bucket_id = 'candidatures')
execute function private.bound_unreferenced_uploads();
