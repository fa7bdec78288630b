// Ships to browsers, on the form's first focus or submit. What "Envoyer ma candidature" does once the
// visitor's values and files are in hand (docs/product.md §5, §7; docs/security.md §4): validate, upload what is not
// stored yet under the application's uuid, insert the row, and say what the form must show. Kept out
// of the island's first download with the validation rules and the database door.
import type { Confirmation } from '~/components/form/SentConfirmation';
import type { ToastInput } from '~/features/toasts/store';
import { APPLICATION_MESSAGES } from './messages';
import { APPLICATION_OUTCOMES } from './messages-submit';
import { FORM_MESSAGES } from '~/components/form/messages';
import type { ApplicationFileKind } from '~/db/application-files';
import type { DbFailure } from '~/db/result';
import { ApplicationFormSchema, type ApplicationForm } from './schema';

/** The application under way: its uuid (kept until it is stored) and the files already uploaded under it. */
export interface Attempt {
  id: string;
  stored: Set<ApplicationFileKind>;
}

/** What the form has when the visitor submits. */
export interface Submission {
  values: Record<string, string>;
  files: Record<ApplicationFileKind, File | null>;
  /** The attempt to continue, or null for a new application; the outcome says what to keep. */
  attempt: Attempt | null;
  onProgress: (kind: ApplicationFileKind) => (sent: number, total: number) => void;
  /** The anti-spam layer took the submit for a robot's: a valid form is then kept, never sent. */
  suspectedBot: boolean;
}

/** What the form shows next. Values and files are kept unless `stored` or listed in `clear`. */
export interface Outcome {
  stored: boolean;
  /** What replaces the form once the application is stored. */
  confirmation?: Confirmation;
  toast?: ToastInput;
  errors?: Record<string, string>;
  clear?: ApplicationFileKind[];
  mailRoute?: boolean;
  /** The attempt a retry continues (null: start a new application id). */
  attempt: Attempt | null;
}

const destructive = (message: { title: string; description: string }): ToastInput => ({
  ...message,
  variant: 'destructive',
});

/** Validates, stores the application and describes the result; never throws for a refused or lost request. */
export async function submitApplication({
  values,
  files,
  attempt,
  onProgress,
  suspectedBot,
}: Submission): Promise<Outcome> {
  const parsed = ApplicationFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (!files.cv) errors.cv = APPLICATION_OUTCOMES.cvRequired;
  if (!parsed.success || Object.keys(errors).length > 0) {
    return {
      stored: false,
      errors,
      attempt,
      ...(files.cv ? {} : { toast: destructive(APPLICATION_OUTCOMES.cvMissing) }),
    };
  }
  if (suspectedBot) return { stored: false, attempt, toast: destructive(FORM_MESSAGES.notSent) };
  const current = attempt ?? { id: crypto.randomUUID(), stored: new Set<ApplicationFileKind>() };
  const refused = await store(parsed.data, files, current, onProgress);
  if (!refused)
    return { stored: true, attempt: null, confirmation: APPLICATION_OUTCOMES.confirmation };
  const { failure } = refused;
  // A file the database did not find goes again under a new id (the old key may hold a bad copy).
  const refusedFile = failure.reason === 'invalid' && failure.issue === 'missing';
  return { stored: false, attempt: refusedFile ? null : current, ...describeFailure(refused) };
}

/** Why the application was not stored, and the file that was refused, if one was. */
interface Refusal {
  failure: DbFailure;
  file: ApplicationFileKind | undefined;
}

/** Uploads what is not stored yet, then inserts the row; the first refusal, or null once stored. */
async function store(
  fields: ApplicationForm,
  files: Submission['files'],
  attempt: Attempt,
  onProgress: Submission['onProgress'],
): Promise<Refusal | null> {
  const [
    { APPLICATION_FILE_KINDS, fileKindOfColumn, uploadApplicationFile },
    { createApplication },
  ] = await Promise.all([import('~/db/application-files'), import('~/db/applications')]);
  const refusal = (failure: DbFailure): Refusal => ({
    failure,
    file: failure.reason === 'invalid' ? fileKindOfColumn(failure.field) : undefined,
  });
  for (const kind of APPLICATION_FILE_KINDS) {
    const file = files[kind];
    if (!file || attempt.stored.has(kind)) continue;
    const result = await uploadApplicationFile(attempt.id, kind, file, {
      onProgress: onProgress(kind),
    });
    if (!result.ok) return refusal(result);
    attempt.stored.add(kind);
  }
  const result = await createApplication(attempt.id, fields, { withLetter: files.lettre !== null });
  return result.ok ? null : refusal(result);
}

/** Says what went wrong where the visitor can act on it. */
function describeFailure({ failure, file }: Refusal): Omit<Outcome, 'stored' | 'attempt'> {
  switch (failure.reason) {
    case 'unavailable':
      return { toast: destructive(APPLICATION_OUTCOMES.unavailable), mailRoute: true };
    case 'rate-limited':
      return failure.quota === 'uploads'
        ? { toast: destructive(APPLICATION_OUTCOMES.uploadsFull), mailRoute: true }
        : { toast: destructive(APPLICATION_OUTCOMES.rateLimited) };
    case 'invalid': {
      if (!file) return { errors: { [failure.field]: FORM_MESSAGES.invalidField } };
      const issue = failure.issue ?? 'missing';
      return {
        errors: { [file]: APPLICATION_MESSAGES.fileErrors[issue] },
        ...(issue === 'missing' ? {} : { clear: [file] }),
        ...(issue === 'too-large' ? { toast: destructive(APPLICATION_MESSAGES.tooLarge) } : {}),
      };
    }
    default:
      return { toast: destructive(APPLICATION_OUTCOMES.failed) };
  }
}
