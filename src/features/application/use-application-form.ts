// Ships to browsers. The application form's state (docs/product.md §4, §5): each PDF is checked when it is picked,
// progress is shown per file, and a submit hands the values and files to application-submit.ts (loaded
// on the first focus), then shows what it answers. A retry continues the same application id, so a
// double click or a dropped connection never stores two applications; values and files stay on failure.
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type RefObject,
  type SubmitEvent,
} from 'react';
import { clearHoneypot, HONEYPOT_FIELD, isLikelyBot } from '~/components/form/bot-guard';
import { FORM_MESSAGES } from '~/components/form/messages';
import type { Confirmation } from '~/components/form/SentConfirmation';
import { focusFirstError, type FieldErrors } from '~/components/form/use-form';
import type { ApplicationFileKind } from '~/db/application-files';
import { dismissToast, pushToast } from '~/features/toasts/store';
import { APPLICATION_MESSAGES } from './messages';
import { checkPdfFile } from './pdf-file';
import type { UploadProgress } from './PdfFileField';
import type { Attempt, Outcome } from './submit';

/** The submit logic, with the validation rules and the database door: fetched on first focus or submit. */
const loadSubmit = () => import('./submit');

/** Screen readers hear an upload at each quarter, not at every progress event. */
const ANNOUNCE_STEP = 0.25;
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' });

/** State and handlers of the application form. */
export function useApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const inputs: Record<ApplicationFileKind, RefObject<HTMLInputElement | null>> = {
    cv: useRef<HTMLInputElement>(null),
    lettre: useRef<HTMLInputElement>(null),
  };
  // The kinds, in upload order, without downloading src/db's list with the page.
  const fileKinds = Object.keys(inputs) as ApplicationFileKind[];
  const [ready, setReady] = useState(false);
  const [files, setFiles] = useState<Record<ApplicationFileKind, File | null>>({
    cv: null,
    lettre: null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<Partial<Record<ApplicationFileKind, UploadProgress>>>(
    {},
  );
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);
  const [mailRoute, setMailRoute] = useState(false);
  const [sent, setSent] = useState<Confirmation | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  // The « Fichier trop volumineux » toast on screen: a valid file picked next takes it away.
  const tooLargeToast = useRef<number | null>(null);

  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((current) => {
      const { [name]: _previous, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    focusFirstError(formRef.current, next);
  };

  const clearFile = (kind: ApplicationFileKind) => {
    const input = inputs[kind].current;
    if (input) input.value = '';
    setFiles((current) => ({ ...current, [kind]: null }));
  };

  /** Checks a picked file before anything is sent: empty, over 5 MiB or not a PDF clears the input. */
  const acceptFile = async (kind: ApplicationFileKind, file: File | undefined) => {
    // A file replaced after it was uploaded cannot overwrite the stored one: start a new application id.
    if (attempt.current?.stored.has(kind)) attempt.current = null;
    if (!file) {
      clearFile(kind);
      return;
    }
    const verdict = await checkPdfFile(file);
    if (verdict === 'ok') {
      if (tooLargeToast.current !== null) dismissToast(tooLargeToast.current);
      tooLargeToast.current = null;
      setFiles((current) => ({ ...current, [kind]: file }));
      setFieldError(kind, undefined);
      // Warm up the upload client while the visitor fills in the rest.
      void import('~/db/application-files').then((db) => db.warmUpUploads()).catch(() => undefined);
      return;
    }
    clearFile(kind);
    setFieldError(kind, APPLICATION_MESSAGES.fileErrors[verdict]);
    if (verdict === 'too-large')
      tooLargeToast.current = pushToast({
        ...APPLICATION_MESSAGES.tooLarge,
        variant: 'destructive',
      });
  };

  // Once hydrated the island validates (the browser's checks stay for the HTML before that), and picks
  // up files chosen while the script was loading.
  useEffect(() => {
    for (const kind of fileKinds) {
      const picked = inputs[kind].current?.files?.[0];
      if (picked) void acceptFile(kind, picked);
    }
    setReady(true);
  }, []);
  // The form comes back new after a confirmation: it needs the flag again.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, [sent]);

  const onPick = (kind: ApplicationFileKind) => (event: ChangeEvent<HTMLInputElement>) =>
    void acceptFile(kind, event.currentTarget.files?.[0]);

  const trackProgress = (kind: ApplicationFileKind) => {
    const label = APPLICATION_MESSAGES.labels[kind];
    let announced = -1;
    return (sent: number, total: number) => {
      setProgress((current) => ({ ...current, [kind]: { sent, total } }));
      const step = Math.floor(sent / total / ANNOUNCE_STEP);
      if (step > announced) {
        announced = step;
        setAnnouncement(APPLICATION_MESSAGES.progress(label, percent.format(step * ANNOUNCE_STEP)));
      }
    };
  };

  /** Shows what the submit answered; a stored application puts its confirmation in place of the form. */
  const show = (outcome: Outcome) => {
    attempt.current = outcome.attempt;
    if (outcome.toast) pushToast(outcome.toast);
    setMailRoute(Boolean(outcome.mailRoute));
    for (const kind of outcome.clear ?? []) clearFile(kind);
    // A file refused when it was picked (its input is empty since) keeps its message beside the new ones.
    const pickErrors = Object.fromEntries(
      fileKinds.filter((kind) => !files[kind] && errors[kind]).map((kind) => [kind, errors[kind]]),
    );
    if (outcome.errors) showErrors({ ...pickErrors, ...outcome.errors });
    else setErrors(pickErrors);
    if (!outcome.stored) return;
    for (const kind of fileKinds) clearFile(kind);
    setSent(outcome.confirmation ?? null);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(
      Array.from(new FormData(form)).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    // Judged once the values are valid: a person who sent too fast sees field errors first, never a success.
    const suspectedBot = isLikelyBot(values[HONEYPOT_FIELD] ?? '', performance.now());

    inFlight.current = true;
    setSending(true);
    try {
      const { submitApplication } = await loadSubmit();
      show(
        await submitApplication({
          values,
          files,
          attempt: attempt.current,
          onProgress: trackProgress,
          suspectedBot,
        }),
      );
      // Autofill may have filled the hidden field: the visitor's next submit must go through.
      if (suspectedBot) clearHoneypot(form);
    } catch {
      // The submit logic could not be downloaded (connection lost): say so, keep the values.
      pushToast({ ...FORM_MESSAGES.failed, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSending(false);
      setProgress({});
    }
  };

  // A failed warm-up is retried by the submit, which reports it.
  const warmUp = () => void loadSubmit().catch(() => undefined);

  return {
    formRef,
    inputs,
    ready,
    files,
    errors,
    progress,
    announcement,
    sending,
    mailRoute,
    sent,
    onAgain: () => setSent(null),
    onPick,
    clearFile,
    onSubmit,
    warmUp,
  };
}
