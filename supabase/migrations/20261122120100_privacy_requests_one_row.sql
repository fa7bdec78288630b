-- The one-row-per-request rule of 20261122100000_application_hardening.sql on the learners' privacy
-- requests, the one table a signed-in learner writes (added by 20261122120000_learner_space.sql).
create trigger privacy_requests_one_row_per_request
after insert on public.privacy_requests
referencing new table as inserted_rows
for each statement execute function private.refuse_multi_row_insert();
