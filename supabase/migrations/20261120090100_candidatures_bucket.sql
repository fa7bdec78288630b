-- Private bucket for application PDFs (docs/product.md §9, docs/security.md §3a and §4). Limits are enforced by
-- the Storage server itself; keys are <browser uuid>/cv.pdf or <browser uuid>/lettre.pdf, so no
-- visitor-supplied file name ever reaches Storage.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('candidatures', 'candidatures', false, 5242880, array['application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- The only storage policy: upload a new object under a fresh uuid folder. No select, update or
-- delete policy, so visitors can neither list, read, overwrite (upsert) nor remove a CV.
create policy candidatures_insert_own_key on storage.objects
for insert to anon, authenticated
with check (
  bucket_id = 'candidatures'
  and name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/(cv|lettre)\.pdf$'
);
