-- A learner may withdraw a privacy request (a copy of their data, or the deletion of their account) until
-- staff have handled it: a deletion filed on one click could not be taken back. Only their own row, only
-- while handled_at is null; a handled request stays, as the record of what was done.
grant delete on table public.privacy_requests to authenticated;

create policy privacy_requests_withdraw_own on public.privacy_requests
for delete to authenticated
using (learner_id = (select auth.uid()) and handled_at is null);
