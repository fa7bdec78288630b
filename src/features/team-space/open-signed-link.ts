// Opens a private file (a CV, a learner's document) in a new tab through a link signed for a minute.
// The tab opens inside the click, so no pop-up blocker refuses it; the link comes a moment later.
import type { DbData } from '~/db/result';
import { pushToast } from '~/features/toasts/store';
import { describeTeamFailure } from './messages';

export async function openSignedLink(
  link: () => Promise<DbData<string>>,
  words: { blocked: string; failed: string },
  onAccessLost: () => void,
): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) {
    pushToast({ title: words.blocked, variant: 'destructive' });
    return;
  }
  tab.opener = null;
  const signed = await link();
  if (!signed.ok) {
    tab.close();
    if (signed.reason === 'signed-out') onAccessLost();
    else
      pushToast({
        title: words.failed,
        description: describeTeamFailure(signed),
        variant: 'destructive',
      });
    return;
  }
  tab.location.href = signed.data;
}
