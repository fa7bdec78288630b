// Part of the application form: a PDF picker with its hint, the chosen file's name and size, a button
// to remove it, the upload's progress bar and the field's error, all tied to the input for assistive
// technologies.
import type { ChangeEvent, Ref } from 'react';
import { APPLICATION_MESSAGES } from './messages';
import { APPLICATION_FILES } from '~/config/site';
import { formatFileSize } from './pdf-file';
import { Field } from '~/components/form/FormFields';
import { FILE_CONTROL_CLASS } from '~/components/ui/control-class';
import { TEXT_LINK_CLASS } from '~/components/ui/link-class';

/** Bytes sent of the file's size, while it uploads. */
export interface UploadProgress {
  sent: number;
  total: number;
}

interface Props {
  id: string;
  name: 'cv' | 'lettre';
  label: string;
  optional?: boolean;
  file: File | null;
  error?: string | undefined;
  progress?: UploadProgress | null | undefined;
  inputRef: Ref<HTMLInputElement>;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}

/** A file input that accepts PDF only; the island checks the bytes, not this attribute. */
export default function PdfFileField({
  id,
  name,
  label,
  optional,
  file,
  error,
  progress,
  inputRef,
  onPick,
  onRemove,
}: Props) {
  const describedBy = [`${id}-hint`, file ? `${id}-chosen` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} name={name} label={label} error={error} optional={optional}>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {APPLICATION_MESSAGES.fileHint}
      </p>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={APPLICATION_FILES.mimeType}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onPick}
        className={FILE_CONTROL_CLASS}
      />
      {file && (
        <div className="mt-2 flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span id={`${id}-chosen`} className="min-w-0 break-all">
            <span className="font-medium text-ink">{file.name}</span>{' '}
            <span className="whitespace-nowrap text-muted">({formatFileSize(file.size)})</span>
          </span>
          <button
            type="button"
            onClick={onRemove}
            disabled={Boolean(progress)}
            className={`${TEXT_LINK_CLASS} shrink-0 rounded-md px-2 py-1 disabled:no-underline disabled:opacity-60`}
          >
            {APPLICATION_MESSAGES.remove(label)}
          </button>
        </div>
      )}
      {progress && (
        <progress
          value={progress.sent}
          max={progress.total}
          aria-label={APPLICATION_MESSAGES.progressLabel(label)}
          className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
        />
      )}
    </Field>
  );
}
