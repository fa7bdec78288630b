// Part of the learner dashboard, imported on the click that opens a document (its first download is at
// its budget, docs/performance.md): asks Storage for a one-minute link and shows the PDF in the tab the
// click opened; the link is used once and kept nowhere. A failure closes that tab and says why, in French.
import { learnerDocumentLink } from '~/db/learner-documents';
import { pushToast } from '~/features/toasts/store';
import { CONTACT } from '~/config/site';
import { describeFailure } from './describe-failure';

/** What the learner reads when a document does not open. */
export const DOCUMENT_FAILURE = {
  title: 'Le document ne s’est pas ouvert',
  /** Storage found no file this session may read: removed meanwhile, or never there. */
  missing: `Ce document n’est plus disponible. Rechargez la page\u00a0; s’il est toujours listé, écrivez-nous à ${CONTACT.email}.`,
} as const;

/** Opens `objectPath` of bucket `documents` in `tab` (opened by the click; null: a blocker refused it, so this one). */
export async function openDocument(objectPath: string, tab: Window | null): Promise<void> {
  const link = await learnerDocumentLink(objectPath);
  if (link.ok) {
    if (tab) tab.location.href = link.data;
    else window.location.assign(link.data);
    return;
  }
  tab?.close();
  pushToast({
    title: DOCUMENT_FAILURE.title,
    description: link.reason === 'unknown' ? DOCUMENT_FAILURE.missing : describeFailure(link),
    variant: 'destructive',
  });
}
