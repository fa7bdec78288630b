-- Retention (docs/product.md §9 and the privacy policy, "Durées de conservation"):
-- - prospects: contact requests, and applications that did not lead to a training, 3 years after the
--   last contact at the person's initiative (`last_contact_at`: the request's date until staff move it
--   when the person writes or calls again);
-- - applications that led to a training (status 'Acceptée'): 5 years after the end of that training
--   (`training_ended_on`, set by staff); kept while it is unknown;
-- - learners: the account and every learner row 5 years after the end of their last training
--   (`enrolments.ended_on`), once every enrolment has ended.
-- The daily Edge Function `purge` calls staff_purge_expired(), then removes through the Storage API
-- every object of the private bucket that no application references a day after its upload: the
-- files of the applications just deleted, and uploads whose form was never completed. Deleting rows
-- of storage.objects in SQL would leave the files behind.

alter table public.contact_requests
  add column last_contact_at timestamptz not null default now();
alter table public.applications
  add column last_contact_at timestamptz not null default now(),
  add column training_ended_on date;
alter table public.enrolments
  add column ended_on date;

comment on column public.contact_requests.last_contact_at is 'Dernier contact à l''initiative de la personne (à mettre à jour quand elle nous recontacte) : la demande est supprimée 3 ans après.';
comment on column public.applications.last_contact_at is 'Dernier contact à l''initiative du candidat : une candidature non suivie d''une formation est supprimée 3 ans après.';
comment on column public.applications.training_ended_on is 'Fin de la formation suivie après une candidature acceptée : la candidature et ses fichiers sont supprimés 5 ans après.';
comment on column public.enrolments.ended_on is 'Fin de la formation : le compte et les données de l''apprenant sont supprimés 5 ans après la fin de sa dernière formation.';

-- A visitor's insert cannot choose these: the before-insert triggers pin created_at, and the API
-- roles have no insert right on the new columns, so they take their defaults.
create index contact_requests_last_contact_at_idx on public.contact_requests (last_contact_at);
create index applications_last_contact_at_idx on public.applications (last_contact_at);

-- Deletes what is past its period and answers how many rows of each kind went. Security definer:
-- learner accounts live in auth.users, which service_role cannot delete from.
create function public.staff_purge_expired() returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  prospects_limit constant timestamptz := now() - interval '3 years';
  learners_limit constant date := ((now() at time zone 'Europe/Paris') - interval '5 years')::date;
  requests integer;
  applications integer;
  learners integer;
begin
  delete from public.contact_requests where last_contact_at < prospects_limit;
  get diagnostics requests = row_count;

  delete from public.applications
  where (status <> 'Acceptée' and last_contact_at < prospects_limit)
     or (status = 'Acceptée' and training_ended_on < learners_limit);
  get diagnostics applications = row_count;

  -- Learner rows reference auth.users on delete cascade: deleting the account deletes them all.
  delete from auth.users u
  where exists (select 1 from public.enrolments e where e.learner_id = u.id)
    and not exists (
      select 1 from public.enrolments e
      where e.learner_id = u.id and (e.ended_on is null or e.ended_on >= learners_limit)
    );
  get diagnostics learners = row_count;

  return jsonb_build_object('contact_requests', requests, 'applications', applications, 'learners', learners);
end;
$$;

-- Objects of the private bucket uploaded more than a day ago that no application references: the
-- files of deleted applications and abandoned uploads. The function deletes them through Storage.
create function public.staff_unreferenced_objects(max_rows integer default 1000)
returns table (name text)
language sql
stable
set search_path = ''
as $$
  select o.name
  from storage.objects o
  where o.bucket_id = 'candidatures'
    and o.created_at < now() - interval '24 hours'
    and not exists (
      select 1 from public.applications a
      where a.cv_url = o.name or a.lettre_motivation_url = o.name
    )
  order by o.created_at
  limit max_rows
$$;

revoke all on function public.staff_purge_expired(), public.staff_unreferenced_objects(integer)
  from public, anon, authenticated;
grant execute on function public.staff_purge_expired(), public.staff_unreferenced_objects(integer)
  to service_role;

-- Serves the reference test above.
create index applications_lettre_motivation_url_idx on public.applications (lettre_motivation_url)
  where lettre_motivation_url is not null;
create index applications_cv_url_idx on public.applications (cv_url);

-- Daily at 02:15 UTC (03:15 or 04:15 in Paris), where pg_cron exists; tests run this same command.
do $$
begin
  if to_regprocedure('cron.schedule(text, text, text)') is not null then
    perform cron.schedule(
      'retention-purge',
      '15 2 * * *',
      $job$select private.call_staff_function('purge', '{}'::jsonb)$job$
    );
  end if;
end;
$$;
