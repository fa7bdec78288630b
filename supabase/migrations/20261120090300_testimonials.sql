-- Testimonials (docs/product.md §3, docs/security.md §4 and §5.2): anyone may propose one, nobody but staff
-- publishes it. Visitors read validated rows only.
create table public.testimonials (
  id bigint generated always as identity primary key,
  name text not null,
  formation text not null,
  rating smallint not null,
  text text not null,
  validated boolean not null default false,
  created_at timestamptz not null default now(),
  constraint testimonials_name_check check (char_length(name) between 2 and 80 and private.is_person_name(name)),
  constraint testimonials_formation_check check (char_length(formation) between 2 and 150 and private.is_clean_line(formation)),
  constraint testimonials_rating_check check (rating between 1 and 5),
  -- Free text: emoji (with zero-width joiners), markup and newlines are stored verbatim; bidi overrides are not (T5, T6).
  constraint testimonials_text_check check (char_length(text) between 10 and 2000 and private.is_clean_text(text))
);

-- The public list: validated rows, newest first.
create index testimonials_validated_created_at_idx on public.testimonials (created_at desc) where validated;

alter table public.testimonials enable row level security;

revoke all on table public.testimonials from anon, authenticated, service_role;
grant select on table public.testimonials to anon, authenticated;
grant insert (name, formation, rating, text) on table public.testimonials to anon, authenticated;
-- Moderation (validate, delete) happens in the dashboard or with the secret key.
grant select, update, delete on table public.testimonials to service_role;

create policy testimonials_select_validated on public.testimonials
for select to anon, authenticated
using (validated);

create policy testimonials_insert_pending on public.testimonials
for insert to anon, authenticated
with check (validated = false);

-- Normalises the values and makes every new testimonial a pending one, whoever inserts it.
-- Security definer: the helpers live in the private schema, which visitors cannot use.
create function private.testimonials_before_insert() returns trigger
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
  return new;
end;
$$;

revoke all on function private.testimonials_before_insert() from public, anon, authenticated;

create trigger testimonials_before_insert
before insert on public.testimonials
for each row execute function private.testimonials_before_insert();
