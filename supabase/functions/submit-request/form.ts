// What submit-request reads from a posted form and where it sends the visitor back. Pure, no Deno or
// npm import: the function calls it, and the functions tier checks it end to end.

/** Every answer goes to one of these paths of SITE_URL: never a path built from the input. */
export const OUTCOMES = {
  inscription: '/demande-envoyee/inscription/',
  waitingList: '/demande-envoyee/liste-attente/',
  devis: '/demande-envoyee/devis/',
  sessionClosed: '/demande-non-envoyee/session-fermee/',
  tooMany: '/demande-non-envoyee/trop-de-demandes/',
  invalid: '/demande-non-envoyee/invalide/',
  unavailable: '/demande-non-envoyee/indisponible/',
} as const;

export type Outcome = (typeof OUTCOMES)[keyof typeof OUTCOMES];

/** The columns each kind may send, named as in public.contact_requests (the grants decide the rest). */
const FIELDS = {
  inscription: [
    'email',
    'telephone',
    'prenom',
    'nom',
    'date_naissance',
    'adresse',
    'formation',
    'modalite',
    'situation',
    'commentaires',
    'session_key',
  ],
  devis: [
    'email',
    'telephone',
    'entreprise',
    'contact',
    'formation',
    'trainees',
    'preferred_period',
    'quote_format',
    'place',
    'opco',
    'siret',
    'message',
  ],
} as const;

/** A checkbox's or a hidden field's « yes ». */
const YES = new Set(['true', 'on', '1', 'oui']);

export type Row = Record<string, string | boolean | Array<{ question: string; answer: string }>>;

/**
 * The row of a posted form, with a fresh id; null when the form is not one of ours (unknown kind,
 * unpaired positioning answers). A blank field is left out, so the database's presence checks decide.
 */
export function rowFromForm(form: URLSearchParams, id: string): Row | null {
  const kind = form.get('kind');
  if (kind !== 'inscription' && kind !== 'devis') return null;
  const row: Row = { id, kind };
  for (const name of FIELDS[kind]) {
    const value = form.get(name);
    if (value !== null && value.trim() !== '') row[name] = value;
  }
  if (kind === 'inscription') {
    row.waiting_list = YES.has(form.get('waiting_list') ?? '');
    const questions = form.getAll('positioning_question');
    const answers = form.getAll('positioning_answer');
    if (questions.length !== answers.length) return null;
    // An unanswered question is a question skipped: the step is optional.
    const positioning = questions
      .map((question, index) => ({ question, answer: answers[index] ?? '' }))
      .filter((pair) => pair.answer.trim() !== '');
    if (positioning.length) row.positioning = positioning;
  }
  return row;
}

/** Where a stored row sends the visitor. */
export function storedOutcome(row: Row): Outcome {
  if (row.kind === 'devis') return OUTCOMES.devis;
  return row.waiting_list === true ? OUTCOMES.waitingList : OUTCOMES.inscription;
}

/** Where a refusal sends the visitor: what PostgREST answered (status, and its error's code and message). */
export function refusedOutcome(status: number, code: string, message: string): Outcome {
  if (status === 429 || code === 'RATE_LIMITED') return OUTCOMES.tooMany;
  if (code === '23514' && /"contact_requests_(session_open|waiting_list)_check"/.test(message))
    return OUTCOMES.sessionClosed;
  if (status === 0 || status >= 500) return OUTCOMES.unavailable;
  return OUTCOMES.invalid;
}

/**
 * The project's public key as Supabase gives it to every function: the publishable key
 * (SUPABASE_PUBLISHABLE_KEYS, a JSON dictionary; its `default` entry), else the legacy anon key
 * (SUPABASE_ANON_KEY) while the project still has it. Empty when neither is set.
 */
export function publicKey(env: (name: string) => string | undefined): string {
  try {
    const keys = JSON.parse(env('SUPABASE_PUBLISHABLE_KEYS') ?? '') as Record<string, unknown>;
    const key = keys?.default ?? Object.values(keys ?? {})[0];
    if (typeof key === 'string' && key) return key;
  } catch {
    // Not set, or not JSON: the legacy key below.
  }
  return env('SUPABASE_ANON_KEY') ?? '';
}
