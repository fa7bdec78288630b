// The documents of a session or of one learner: the list (opened through a 60-second link in a new
// tab, deleted), and the form that deposits a PDF with its title. The file is checked by its first
// bytes and its size before sending; Storage and the database check it again.
import { useCallback, useId, useRef, useState } from 'react';
import {
  deleteDocument,
  documentLink,
  loadDocuments,
  uploadDocument,
  type DocumentTarget,
} from '~/db/team-documents';
import { buttonClass } from '~/components/ui/button-class';
import { FILE_CONTROL_CLASS } from '~/components/ui/control-class';
import { useTeamFacts } from '../facts';
import { describeTeamFailure, fill } from '../messages';
import { formatDay } from '../team-format';
import { documentFileError, documentTitleError, refusalOf } from './follow-up-checks';
import { CONFIRM_MESSAGES as C, FOLLOW_UP_MESSAGES as M } from './follow-up-messages';
import ConfirmDelete from './ConfirmDelete';
import { Field, fieldFrom, InputField, useTeamForm } from './form-kit';
import { openSignedLink } from '../open-signed-link';
import { runChange, useTeamData } from './use-team-data';
import LoadState from './LoadState';

type DocumentField = 'title' | 'file';

const FIELD_OF = fieldFrom<DocumentField>({
  learner_documents_title_check: 'title',
  learner_documents_stored_pdf_check: 'file',
  file: 'file',
});

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export default function DocumentsPanel({
  target,
  title,
  onAccessLost,
}: {
  target: DocumentTarget;
  title: string;
  onAccessLost: () => void;
}) {
  const id = useId();
  const { documentMaxBytes, fieldLimits } = useTeamFacts();
  const key =
    'sessionKey' in target ? target.sessionKey : `${target.trainingCode}/${target.learnerId}`;
  const load = useCallback(() => loadDocuments(target), [key]);
  const { loaded, reload } = useTeamData(load, onAccessLost);
  const [docTitle, setDocTitle] = useState('');
  const [file, setFile] = useState<File>();
  const fileRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLHeadingElement>(null);
  const form = useTeamForm<DocumentField>(onAccessLost, { fieldOf: FIELD_OF });
  const max = `${sizeFormat.format(documentMaxBytes / 1_048_576)}\u00a0Mo`;

  const open = (objectPath: string) =>
    openSignedLink(() => documentLink(objectPath), M.documents, onAccessLost);

  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0">
      <h4
        id={`${id}-title`}
        ref={listRef}
        tabIndex={-1}
        className="text-lg font-bold text-brand-950 focus:outline-none"
      >
        {title}
      </h4>
      {loaded.state !== 'ready' ? (
        <LoadState
          failure={loaded.state === 'failed' ? loaded.failure : undefined}
          onRetry={() => void reload()}
        />
      ) : loaded.data.length === 0 ? (
        <p className="mt-2 text-muted">{M.documents.empty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{M.documents.hint}</p>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {loaded.data.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
                data-document={document.id}
              >
                <div className="min-w-0">
                  <p className="font-semibold wrap-anywhere">{document.title}</p>
                  <p className="text-sm text-muted">
                    {fill(M.documents.addedOn, { date: formatDay(document.createdAt) })}
                    {document.sizeBytes
                      ? ` · ${sizeFormat.format(document.sizeBytes / 1024)}\u00a0Ko`
                      : ''}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                    aria-label={fill(M.documents.open, { title: document.title })}
                    onClick={() => void open(document.objectPath)}
                  >
                    {M.documents.openButton}
                  </button>
                  <ConfirmDelete
                    label={M.documents.removeButton}
                    name={fill(M.documents.remove, { title: document.title })}
                    question={fill(C.document, { title: document.title })}
                    onConfirm={() =>
                      runChange(
                        () => deleteDocument(document),
                        M.documents.removed,
                        reload,
                        onAccessLost,
                        (failure) => refusalOf(failure, describeTeamFailure),
                      ).then((done) => {
                        if (done) listRef.current?.focus();
                        return done;
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        noValidate
        className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          const titleError = documentTitleError(docTitle, fieldLimits);
          void documentFileError(file, documentMaxBytes).then((fileError) => {
            if (titleError || fileError) {
              form.showErrors({ title: titleError, file: fileError }, ['title', 'file']);
              return;
            }
            void form
              .send(() => uploadDocument(target, docTitle.trim(), file!), M.documents.added)
              .then(async (sent) => {
                if (!sent) return;
                setDocTitle('');
                setFile(undefined);
                if (fileRef.current) fileRef.current.value = '';
                await reload();
                listRef.current?.focus();
              });
          });
        }}
      >
        <fieldset>
          <legend className="font-bold text-brand-950">{M.document.legend}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <InputField
              id={form.idOf('title')}
              label={M.document.title}
              hint={M.document.titleHint}
              error={form.errors.title}
              value={docTitle}
              onValue={setDocTitle}
            />
            <Field
              id={form.idOf('file')}
              label={M.document.file}
              hint={fill(M.document.fileHint, { max })}
              error={form.errors.file}
            >
              {(control) => (
                <input
                  {...control}
                  ref={fileRef}
                  type="file"
                  accept="application/pdf,.pdf"
                  onChange={(event) => setFile(event.target.files?.[0])}
                  className={FILE_CONTROL_CLASS}
                />
              )}
            </Field>
          </div>
        </fieldset>
        {form.footer(M.document.submit)}
      </form>
    </section>
  );
}
