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
    Functions: ${NONE};
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
  const update = columns.filter((column) => column.updatable).map((column) => writeField(column));
  return `      ${name}: {
        Row: ${block(row)};
        Insert: ${block(insert)};
        Update: ${block(update)};
        Relationships: [];
      };`;
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
