// Ships to browsers. The application form's logic (SPEC §4, §5, §7, §8; security.md §4): check each
// PDF when it is picked, validate the fields, upload both files under one browser uuid with progress,
// then insert the row. A retry reuses the uuid and skips what is already stored, so a double click or
// a dropped connection never stores two applications; every value and file is kept on any failure.
import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { APPLICATION_MESSAGES, FORM_MESSAGES } from '~/config/messages';
import { uploadApplicationFile, type ApplicationFileKind } from '~/db/application-files';
import { createApplication } from '~/db/applications';
import { getProject } from '~/db/client';
import type { DbFailure } from '~/db/result';
import { HONEYPOT_FIELD, isLikelyBot } from '~/lib/bot-guard';
import { checkPdfFile } from '~/lib/pdf-file';
import { pushToast } from '~/stores/toasts';
import type { UploadProgress } from './PdfFileField';

/** Field name → error message shown under that field (files under `cv` and `lettre`). */
export type FieldErrors = Readonly<Record<string, string>>;

const FILE_KINDS = ['cv', 'lettre'] as const satisfies readonly ApplicationFileKind[];
const FILE_OF_COLUMN: Record<string, ApplicationFileKind> = { cv_url: 'cv', lettre_motivation_url: 'lettre' };

/** Screen readers hear an upload at each quarter, not at every progress event. */
const ANNOUNCE_STEP = 0.25;
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent' });

/** The application under way: its uuid (kept until it is stored) and the files already uploaded under it. */
interface Attempt {
  id: string;
  stored: Set<ApplicationFileKind>;
}

/** State and handlers of the application form. */
export function useApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const inputs = { cv: useRef<HTMLInputElement>(null), lettre: useRef<HTMLInputElement>(null) };
  const [ready, setReady] = useState(false);
  const [files, setFiles] = useState<Record<ApplicationFileKind, File | null>>({ cv: null, lettre: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<Partial<Record<ApplicationFileKind, UploadProgress>>>({});
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);
  const [mailRoute, setMailRoute] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);

  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((current) => {
      const { [name]: _previous, ...rest } = current;
      return message ? { ...rest, [name]: message } : rest;
    });

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const form = formRef.current;
    const first = form && Array.from(form.elements).find((element) => (element.getAttribute('name') ?? '') in next);
    if (first instanceof HTMLElement) first.focus();
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
      setFiles((current) => ({ ...current, [kind]: file }));
      setFieldError(kind, undefined);
      // Warm up the upload client while the visitor fills in the rest.
      if (getProject()) void import('tus-js-client').catch(() => undefined);
      return;
    }
    clearFile(kind);
    setFieldError(kind, APPLICATION_MESSAGES.fileErrors[verdict]);
    if (verdict === 'too-large') pushToast({ ...APPLICATION_MESSAGES.tooLarge, variant: 'destructive' });
  };

  // Once hydrated the island validates (the browser's checks stay for the HTML before that), and picks
  // up files chosen while the script was loading.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    for (const kind of FILE_KINDS) {
      const picked = inputs[kind].current?.files?.[0];
      if (picked) void acceptFile(kind, picked);
    }
    setReady(true);
  }, []);

  const onPick = (kind: ApplicationFileKind) => (event: ChangeEvent<HTMLInputElement>) => void acceptFile(kind, event.currentTarget.files?.[0]);

  const trackProgress = (kind: ApplicationFileKind, label: string) => {
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

  /** Says what went wrong where the visitor can act on it; keeps every value and file. */
  const reportFailure = (failure: DbFailure) => {
    if (failure.reason === 'unavailable') {
      pushToast({ ...APPLICATION_MESSAGES.unavailable, variant: 'destructive' });
      setMailRoute(true);
    } else if (failure.reason === 'rate-limited') {
      pushToast({ ...APPLICATION_MESSAGES.rateLimited, variant: 'destructive' });
    } else if (failure.reason === 'invalid') {
      const kind = FILE_OF_COLUMN[failure.field];
      if (!kind) return showErrors({ [failure.field]: FORM_MESSAGES.invalidField });
      if (failure.issue === 'too-large' || failure.issue === 'not-pdf') clearFile(kind);
      // A file the database did not find must go again, under a new id (the old key may hold a bad copy).
      if (failure.issue === 'missing') attempt.current = null;
      if (failure.issue === 'too-large') pushToast({ ...APPLICATION_MESSAGES.tooLarge, variant: 'destructive' });
      showErrors({ [kind]: APPLICATION_MESSAGES.fileErrors[failure.issue ?? 'missing'] });
    } else {
      pushToast({ ...APPLICATION_MESSAGES.failed, variant: 'destructive' });
    }
  };

  /** Uploads what is not stored yet, then inserts the row; the first failure, or null once stored. */
  const store = async (fields: Parameters<typeof createApplication>[1]): Promise<DbFailure | null> => {
    attempt.current ??= { id: crypto.randomUUID(), stored: new Set() };
    const { id, stored } = attempt.current;
    for (const kind of FILE_KINDS) {
      const file = files[kind];
      if (!file || stored.has(kind)) continue;
      const result = await uploadApplicationFile(id, kind, file, { onProgress: trackProgress(kind, APPLICATION_MESSAGES.labels[kind]) });
      if (!result.ok) return result;
      stored.add(kind);
    }
    const result = await createApplication(id, fields, { withLetter: files.lettre !== null });
    return result.ok ? null : result;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = Object.fromEntries(Array.from(new FormData(form)).filter(([, value]) => typeof value === 'string'));

    if (isLikelyBot(String(values[HONEYPOT_FIELD] ?? ''), performance.now())) {
      // Look like a success so the bot learns nothing; nothing is stored.
      pushToast({ ...APPLICATION_MESSAGES.success, variant: 'success' });
      return;
    }

    inFlight.current = true;
    setSending(true);
    try {
      const { ApplicationFormSchema } = await import('~/schemas/application-form');
      const parsed = ApplicationFormSchema.safeParse(values);
      const next: Record<string, string> = {};
      if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (!files.cv) {
        next.cv = APPLICATION_MESSAGES.cvRequired;
        pushToast({ ...APPLICATION_MESSAGES.cvMissing, variant: 'destructive' });
      }
      if (!parsed.success || Object.keys(next).length > 0) return showErrors(next);
      setErrors({});
      const failure = await store(parsed.data);
      if (failure) return reportFailure(failure);
      attempt.current = null;
      setMailRoute(false);
      pushToast({ ...APPLICATION_MESSAGES.success, variant: 'success' });
      form.reset();
      for (const kind of FILE_KINDS) clearFile(kind);
    } catch {
      // The validation rules could not be downloaded (connection lost): say so, keep the values.
      pushToast({ ...APPLICATION_MESSAGES.failed, variant: 'destructive' });
    } finally {
      inFlight.current = false;
      setSending(false);
      setProgress({});
    }
  };

  // A failed warm-up is retried by the submit, which reports it.
  const warmUp = () => void import('~/schemas/application-form').catch(() => undefined);

  return { formRef, inputs, ready, files, errors, progress, announcement, sending, mailRoute, onPick, clearFile, onSubmit, warmUp };
}
