// Supabase's database linter (splinter, https://github.com/supabase/splinter): the WARN and ERROR
// rules that apply to our migrations, as catalog queries adapted from its lints/*.sql. Each query
// lists offending objects; the migrations must produce none.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Schemas the platform owns: splinter skips them, and so do we. */
const PLATFORM = `('auth', 'storage', 'extensions', 'graphql', 'graphql_public', 'realtime', 'vault',
  'supabase_functions', 'supabase_migrations', 'pgbouncer', 'pg_catalog', 'information_schema', 'pg_toast')`;

const RULES: Record<string, string> = {
  '0013 rls_disabled_in_public': `
    select format('%s.%s', n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public' and not c.relrowsecurity`,
  '0007 policy_exists_rls_disabled': `
    select format('%s.%s', n.nspname, c.relname)
    from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname not in ${PLATFORM} and not c.relrowsecurity`,
  '0010 security_definer_view': `
    select format('%s.%s', n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'v' and n.nspname not in ${PLATFORM}
      and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))
      and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
        && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`,
  '0011 function_search_path_mutable': `
    select format('%s.%s', n.nspname, p.proname)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ${PLATFORM}
      and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) config where config like 'search_path=%')`,
  '0024 rls_policy_always_true': `
    select format('%s.%s %s', schemaname, tablename, policyname)
    from pg_policies
    where schemaname not in ${PLATFORM} and permissive = 'PERMISSIVE'
      and (roles && array['anon', 'authenticated', 'public']::name[])
      and (
        (cmd in ('UPDATE', 'DELETE', 'ALL') and (qual is null or replace(lower(qual), ' ', '') in ('true', '(true)', '1=1', '(1=1)')))
        or replace(lower(coalesce(with_check, '')), ' ', '') in ('true', '(true)', '1=1', '(1=1)')
        or (with_check is null and cmd = 'INSERT')
      )`,
  '0006 multiple_permissive_policies': `
    select format('%s.%s %s %s', n.nspname, c.relname, r.rolname, action)
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
    cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
      when 'w' then array['UPDATE'] when 'd' then array['DELETE']
      else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) action
    where c.relkind = 'r' and n.nspname not in ${PLATFORM} and p.polpermissive
      and r.rolname not like 'pg\\_%' and not r.rolbypassrls
    group by n.nspname, c.relname, r.rolname, action
    having count(*) > 1`,
  '0003 auth_rls_initplan': `
    select format('%s.%s %s', schemaname, tablename, policyname)
    from pg_policies
    where (qual ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and lower(qual) !~ 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)')
       or (with_check ~ 'auth\\.(uid|jwt|role|email)\\(\\)' and lower(with_check) !~ 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)')`,
  '0028/0029 security definer function executable by the API roles': `
    select format('%s.%s', n.nspname, p.proname)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where p.prosecdef and n.nspname not in ${PLATFORM}
      and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))`,
};

test.each(Object.entries(RULES))('splinter %s: no offending object', async (_rule, query) => {
  const { rows } = await stack.sql.query({ text: query, rowMode: 'array' });
  expect(rows.map((row: unknown[]) => row[0])).toEqual([]);
});

test('the rules do catch offenders (a deliberately bad table, rolled back)', async () => {
  await stack.sql.query('begin');
  try {
    await stack.sql.query(`
      create table public.lint_probe (id int, owner uuid);
      create policy probe_one on public.lint_probe for select to anon using (owner = auth.uid());
      create policy probe_two on public.lint_probe for select to anon using (true);
      create policy probe_insert on public.lint_probe for insert to anon with check (true);
      create view public.lint_probe_view as select 1 as x;
      grant select on public.lint_probe_view to anon;
      create function public.lint_probe_fn() returns int language sql security definer as 'select 1';
      grant execute on function public.lint_probe_fn() to anon;`);
    const offenders: string[] = [];
    for (const [rule, query] of Object.entries(RULES)) {
      const { rowCount } = await stack.sql.query(query);
      if (rowCount) offenders.push(rule.split(' ')[0] ?? rule);
    }
    expect(offenders.sort()).toEqual([
      '0003',
      '0006',
      '0007',
      '0010',
      '0011',
      '0013',
      '0024',
      '0028/0029',
    ]);
  } finally {
    await stack.sql.query('rollback');
  }
});
