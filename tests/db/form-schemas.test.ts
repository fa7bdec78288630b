// The form schemas of src/schemas mirror the CHECK constraints: for the same hostile or borderline
// value, the island's validation and the database accept or refuse together, on the same field.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApplicationFormSchema } from '../../src/features/application/schema';
import { ContactRequestSchema } from '../../src/features/requests/schema';
import { TestimonialFormSchema, currentParisYear } from '../../src/features/testimonials/schema';
import { repeat, submitApplication } from '../support/db-fixtures';
import {
  uniqueEmail,
  validApplication,
  validContactRequest,
  validTestimonial,
} from '../../local/supabase/sample-rows';
import { startDbStack, type DbStack } from '../../local/supabase/db-stack';
import { syncTestCatalogue } from '../support/catalogue-fixture';

let stack: DbStack;

beforeAll(async () => {
  stack = await startDbStack();
  // A registration names a training of the catalogue mirror (contact_requests_formation_fkey).
  await syncTestCatalogue(stack.sql);
});
afterAll(async () => {
  await stack?.stop();
});

type Payload = Record<string, unknown>;

/** The field the database refused (from the constraint name), null if it stored the row. */
function refusedField(
  table: string,
  error: { code?: string; message?: string } | null,
): string | null {
  if (!error) return null;
  return new RegExp(`"${table}_(\\w+)_check"`).exec(error.message ?? '')?.[1] ?? `(${error.code})`;
}

/** The field the schema refused first, null if it accepted the payload. */
function schemaField(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[] }> };
}): string | null {
  return result.success ? null : String(result.error?.issues[0]?.path[0]);
}

const names = [
  '',
  '   ',
  'L',
  '李',
  ' Zoe\u0308 ',
  'N’Diaye',
  repeat('a', 100),
  repeat('a', 101),
  '<b>x</b>',
  'Zoë\u202e',
  'Zo\u200bë',
  'Zoë\nM',
  'Zoë\tM',
];
const emails = [
  'josé@exemple.fr',
  'user@café.fr',
  'a@b',
  'a@@b.fr',
  `${repeat('a', 244)}@exemple.fr`,
  'a@b.fr\nBcc: x@y.fr',
  ' Mixed.Case@Exemple.FR ',
];
const phones = [
  '06 12 34 56 78',
  '+33 6 12 34 56 78',
  '06-AB',
  repeat('1', 30),
  '+++33',
  '12345',
  '(01) 84.80.42.10',
];
const texts = ['Ligne 1\nLigne 2 👨‍👩‍👧 <b>ok</b>', 'bidi \u202e', 'tab\tok', 'bell\u0007'];

describe('application form', () => {
  const cases: Array<[string, unknown]> = [
    ...names.flatMap(
      (value) =>
        [
          ['first_name', value],
          ['last_name', value],
        ] as Array<[string, unknown]>,
    ),
    ...emails.map((value) => ['email', value] as [string, unknown]),
    ...phones.map((value) => ['phone', value] as [string, unknown]),
    ['phone', ''],
    ['formation_souhaitee', repeat('f', 200)],
    ['formation_souhaitee', repeat('f', 201)],
    ['motivation', repeat('m', 5000)],
    ['motivation', repeat('m', 5001)],
    ['motivation', ''],
    ...texts.map((value) => ['motivation', value] as [string, unknown]),
  ];

  test.each(cases)('%s = %j', async (field, value) => {
    const row = validApplication({ [field]: value });
    const form = { ...row } as Payload;
    const expected = schemaField(ApplicationFormSchema.safeParse(form));
    const { error } = await submitApplication(
      stack,
      field === 'email' ? row : { ...row, email: uniqueEmail() },
    );
    expect(refusedField('applications', error)).toBe(expected);
  });
});

describe('testimonial form', () => {
  const cases: Array<[string, unknown]> = [
    ...names.map((value) => ['name', value] as [string, unknown]),
    ['name', repeat('n', 80)],
    ['name', repeat('n', 81)],
    ['formation', 'F'],
    ['formation', repeat('f', 150)],
    ['formation', repeat('f', 151)],
    ...[0, 1, 5, 6].map((value) => ['rating', value] as [string, unknown]),
    ...[1999, 2000, currentParisYear(), currentParisYear() + 1].map(
      (value) => ['experience_year', value] as [string, unknown],
    ),
    ['text', repeat('t', 9)],
    ['text', `  ${repeat('t', 10)}  `],
    ['text', repeat('t', 2000)],
    ['text', repeat('t', 2001)],
    ['text', repeat(' ', 40)],
    ...texts.map((value) => ['text', `${value} — assez long`] as [string, unknown]),
  ];

  test.each(cases)('%s = %j', async (field, value) => {
    const payload = validTestimonial({ [field]: value });
    const expected = schemaField(TestimonialFormSchema.safeParse(payload));
    const { error } = await stack.client('anon').from('testimonials').insert(payload);
    expect(refusedField('testimonials', error)).toBe(expected);
  });
});

describe('request forms', () => {
  type Case = ['inscription' | 'entreprise' | 'contact', string, unknown];
  const cases: Case[] = [
    ...names.map((value) => ['inscription', 'prenom', value] as Case),
    ...names.map((value) => ['entreprise', 'contact', value] as Case),
    ...emails.map((value) => ['contact', 'email', value] as Case),
    ...phones.map((value) => ['entreprise', 'telephone', value] as Case),
    ['entreprise', 'telephone', ''],
    ['inscription', 'date_naissance', '1800-01-01'],
    ['inscription', 'date_naissance', '1960-06-15'],
    ['inscription', 'date_naissance', `${new Date().getUTCFullYear() - 10}-01-01`],
    ['inscription', 'date_naissance', `${new Date().getUTCFullYear() + 1}-01-01`],
    ['inscription', 'formation', 'EC'],
    ['inscription', 'formation', 'XX'],
    ['inscription', 'modalite', 'présentiel'],
    ['inscription', 'modalite', 'presentiel'],
    ['inscription', 'situation', 'salarie'],
    ['inscription', 'situation', 'retraite'],
    ['inscription', 'commentaires', ''],
    ['inscription', 'adresse', repeat('a', 301)],
    ['contact', 'subject', ''],
    ['contact', 'subject', repeat('s', 200)],
    ['contact', 'message', '  '],
    ['contact', 'message', repeat('m', 5001)],
    ...texts.map((value) => ['entreprise', 'message', value] as Case),
  ];

  test.each(cases)('%s: %s = %j', async (kind, field, value) => {
    const { id: _id, ...row } = validContactRequest(kind, { [field]: value });
    // What the registration form sends for the row's nulls: '' (« être recontacté(e) ») for no session,
    // the waiting-list box unticked (the column's default, false), no positioning answer ([]).
    const form =
      kind === 'inscription'
        ? {
            ...row,
            session_key: row.session_key ?? '',
            waiting_list: row.waiting_list ?? false,
            positioning: row.positioning ?? [],
          }
        : row;
    const expected = schemaField(ContactRequestSchema.safeParse(form));
    const { error } = await stack
      .client('anon')
      .from('contact_requests')
      .insert(validContactRequest(kind, { [field]: value }) as never);
    expect(refusedField('contact_requests', error)).toBe(expected);
  });
});
