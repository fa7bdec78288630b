-- The staff's work queues, read in the dashboard (Table Editor or SQL Editor, as postgres)
-- or with the secret key; never by the API roles. security_invoker: the views apply the reader's
-- rights, so they reveal nothing a reader could not already select.

-- Contact, registration and company requests nobody has handled yet, oldest first, with their
-- notification state (a null notified_at with an error: the e-mail has not gone out yet).
create view public.staff_unhandled_requests with (security_invoker = true) as
select
  id,
  kind,
  created_at,
  coalesce(name, nullif(concat_ws(' ', prenom, nom), ''), contact) as person,
  entreprise,
  email,
  telephone,
  coalesce(subject, case when kind = 'inscription' then 'Inscription ' || formation || ' (' || modalite || ')' end) as topic,
  coalesce(message, commentaires) as message,
  last_contact_at,
  notified_at,
  notification_error
from public.contact_requests
where not handled
order by created_at;

-- Testimonials waiting for moderation, oldest first, with the date by which the page promises an
-- answer (7 days, TESTIMONIALS.moderationDelayDays of src/config/site.ts).
create view public.staff_pending_testimonials with (security_invoker = true) as
select
  id,
  created_at,
  (created_at + interval '7 days') as answer_due_by,
  name,
  formation,
  rating,
  experience_year,
  text
from public.testimonials
where not validated
order by created_at;

-- Applications still open (received or in progress) and every application of the last 30 days,
-- newest first. The files are object keys: open them in Storage (signed URL, short expiry).
create view public.staff_recent_applications with (security_invoker = true) as
select
  id,
  created_at,
  status,
  first_name,
  last_name,
  email,
  phone,
  formation_souhaitee,
  motivation,
  cv_url,
  lettre_motivation_url,
  last_contact_at,
  notified_at,
  notification_error
from public.applications
where status in ('Reçue', 'En cours') or created_at > now() - interval '30 days'
order by created_at desc;

revoke all on table public.staff_unhandled_requests, public.staff_pending_testimonials, public.staff_recent_applications
  from public, anon, authenticated, service_role;
grant select on table public.staff_unhandled_requests, public.staff_pending_testimonials, public.staff_recent_applications
  to service_role;
