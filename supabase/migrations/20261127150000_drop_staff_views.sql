-- The dashboard's work queues (staff_unhandled_requests, staff_pending_testimonials,
-- staff_recent_applications, 20261123100200_staff_views.sql) served the staff routine in the Supabase
-- dashboard. The team space (/espace-formateur/) replaces that routine and reads the tables under the
-- team's own rights (20261127140000_team_space.sql); nothing reads the views any more.
drop view public.staff_unhandled_requests;
drop view public.staff_pending_testimonials;
drop view public.staff_recent_applications;
