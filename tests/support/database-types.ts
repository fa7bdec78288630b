// Renders src/db/database.types.ts from the catalog of a migrated database, so a test can tell
// when the committed types and the migrations drift apart.
import type { DbStack } from '../../local/supabase/db-stack';

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  nullable: boolean;
  has_default: boolean;
  insertable: boolean;
  updatable: boolean;
}

const TS_TYPES: Record<string, string> = {
  uuid: 'string',
  text: 'string',
  varchar: 'string',
  date: 'string',
  timestamptz: 'string',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  bool: 'boolean',
  json: 'Json',
  jsonb: 'Json',
};

const NONE = '{ [_ in never]: never }';

/** The exact text src/db/database.types.ts must hold for the migrated schema `public`. */
export async function renderDatabaseTypes(sql: DbStack['sql']): Promise<string> {
  const { rows } = await sql.query<ColumnRow>(`
    select c.table_name, c.column_name, c.udt_name,
      c.is_nullable = 'YES' as nullable,
      (c.column_default is not null or c.is_identity = 'YES') as has_default,
      (has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'INSERT')
        or has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'INSERT')) as insertable,
      (has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'UPDATE')
        or has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name, 'UPDATE')) as updatable
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.column_name`);
  const tables = Map.groupBy(rows, (row) => row.table_name);
  const body = [...tables].map(([name, columns]) => renderTable(name, columns)).join('\n');
  const functions = await renderFunctions(sql);
  return `${HEADER}
/** JSON values as PostgREST returns them. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

/** The schema supabase-js sees: Row = every column; Insert/Update = what anon and authenticated may send. */
export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
${body}
    };
    Views: ${NONE};
    Functions: ${functions};
    Enums: ${NONE};
    CompositeTypes: ${NONE};
  };
};
`;
}

const HEADER = `// Ships to browsers (types only). Generated from the migrations by tests/db/database-types.test.ts:
// run it with UPDATE_DB_TYPES=1 to rewrite this file after a migration. Insert and Update list only
// the columns granted to the API roles, so a payload the database would refuse (42501) does not compile.
`;

function renderTable(name: string, columns: ColumnRow[]): string {
  const row = columns.map((column) => `${column.column_name}: ${tsType(column)};`);
  const insert = columns.filter((column) => column.insertable).map((column) => writeField(column));
  // An update sends only the columns it changes (PATCH): every granted column is optional.
  const update = columns
    .filter((column) => column.updatable)
    .map((column) => `${column.column_name}?: ${tsType(column)};`);
  return `      ${name}: {
        Row: ${block(row)};
        Insert: ${block(insert)};
        Update: ${block(update)};
        Relationships: [];
      };`;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  returns_set: boolean;
  result_type: string;
}

/**
 * The result columns of each set-returning function that are never null: the catalog does not say, so
 * they are listed here, checked against the function's columns; any other column is `| null`.
 */
const NOT_NULL_RESULT_COLUMNS: Record<string, string[]> = {
  team_privacy_requests: ['id', 'learner_id', 'kind', 'created_at', 'due_on'],
  team_new_learner_accounts: ['id', 'created_at'],
  team_learners: ['learner_id', 'invited'],
  team_trainers: ['trainer_id', 'trainings'],
  my_questionnaires: [
    'enrolment_id',
    'training_code',
    'training_title',
    'session_key',
    'session_ends_on',
    'questionnaire',
    'opens_on',
    'closes_on',
  ],
  published_questionnaire_results: [
    'training_code',
    'period_label',
    'period_start',
    'period_end',
    'questionnaire',
    'published',
  ],
  team_complaints: ['id', 'name', 'email', 'subject', 'message', 'created_at'],
  published_exam_results: [
    'training_code',
    'period_label',
    'period_start',
    'period_end',
    'published',
  ],
};

/** The functions of `public` that anon or authenticated may execute (what `.rpc()` may call). */
async function renderFunctions(sql: DbStack['sql']): Promise<string> {
  const { rows } = await sql.query<FunctionRow>(`
    select p.proname as name, p.proargnames as arg_names,
      array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
      p.proargmodes::text[] as arg_modes, p.proretset as returns_set,
      format_type(p.prorettype, null) as result_type
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and (has_function_privilege('anon', p.oid, 'EXECUTE') or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
    order by p.proname`);
  if (rows.length === 0) return NONE;
  const entries = rows.map((fn) => {
    const params = (fn.arg_types ?? []).map((type, index) => ({
      name: fn.arg_names?.[index] ?? '',
      type,
      mode: fn.arg_modes?.[index] ?? 'i',
    }));
    const inputs = params.filter((param) => param.mode === 'i');
    const outputs = params.filter((param) => param.mode === 't');
    const args = inputs.length
      ? `{ ${inputs.map((param) => `${param.name}: ${tsOf(fn.name, param.type)}`).join('; ')} }`
      : 'never';
    let returns: string;
    if (outputs.length) {
      const notNull = NOT_NULL_RESULT_COLUMNS[fn.name];
      if (!notNull) throw new Error(`List the never-null result columns of ${fn.name}`);
      const unknown = notNull.filter((name) => !outputs.some((param) => param.name === name));
      if (unknown.length) throw new Error(`${fn.name} has no result column ${unknown.join(', ')}`);
      const fields = outputs.map((param) => {
        const type = tsOf(fn.name, param.type);
        return `${param.name}: ${notNull.includes(param.name) ? type : `${type} | null`};`;
      });
      returns = `{\n${fields.map((field) => `          ${field}`).join('\n')}\n        }[]`;
    } else {
      returns = `${tsOf(fn.name, fn.result_type)}${fn.returns_set ? '[]' : ''}`;
    }
    return `      ${fn.name}: {\n        Args: ${args};\n        Returns: ${returns};\n      };`;
  });
  return `{\n${entries.join('\n')}\n    }`;
}

/** The TypeScript type of a SQL type named by format_type(). */
function tsOf(fn: string, sqlType: string): string {
  if (sqlType.endsWith('[]')) return `${tsOf(fn, sqlType.slice(0, -2))}[]`;
  const udt = {
    uuid: 'uuid',
    text: 'text',
    date: 'date',
    'timestamp with time zone': 'timestamptz',
    boolean: 'bool',
    integer: 'int4',
    bigint: 'int8',
    jsonb: 'jsonb',
    void: 'void',
  }[sqlType];
  if (udt === 'void') return 'undefined';
  const base = udt ? TS_TYPES[udt] : undefined;
  if (!base) throw new Error(`No TypeScript type for ${fn} (${sqlType})`);
  return base;
}

function writeField(column: ColumnRow): string {
  const optional = column.nullable || column.has_default ? '?' : '';
  return `${column.column_name}${optional}: ${tsType(column)};`;
}

function tsType(column: ColumnRow): string {
  const base = TS_TYPES[column.udt_name];
  if (!base)
    throw new Error(
      `No TypeScript type for ${column.table_name}.${column.column_name} (${column.udt_name})`,
    );
  return column.nullable ? `${base} | null` : base;
}

function block(lines: string[]): string {
  if (lines.length === 0) return NONE;
  return `{\n${lines.map((line) => `          ${line}`).join('\n')}\n        }`;
}
