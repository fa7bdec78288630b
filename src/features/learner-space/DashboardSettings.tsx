// Part of the learner dashboard, loaded once a signed-in learner's dashboard shows (the page's first
// download is at its budget, docs/performance.md): "Paramètres". Change the password (the form loads when opened) and
// ask for a copy or the erasure of one's data (RGPD art. 15 and 17), stored for staff in privacy_requests
// (./PrivacyRequest.tsx).
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { DASHBOARD_MESSAGES } from './messages-dashboard';
import { SETTINGS_MESSAGES as settings } from './messages-settings';
import type { PrivacyRequestKind } from '~/db/learner-space';
import { buttonClass } from '~/components/ui/button-class';
import PrivacyRequest from './PrivacyRequest';

const ChangePasswordForm = lazy(() => import('./ChangePasswordForm'));

const SUBHEADING = 'text-lg font-semibold text-brand-950';
const SECONDARY = buttonClass({ variant: 'secondary', size: 'md' });

interface Props {
  pendingRequests: PrivacyRequestKind[];
}

export default function DashboardSettings({ pendingRequests }: Props) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const [pending, setPending] = useState<PrivacyRequestKind[]>(pendingRequests);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const onChange = (kind: PrivacyRequestKind, isPending: boolean) =>
    setPending((kinds) =>
      isPending ? [...new Set([...kinds, kind])] : kinds.filter((other) => other !== kind),
    );

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-2">
      <div>
        <h3 id={`${id}-password-title`} className={SUBHEADING}>
          {settings.password}
        </h3>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={changing}
          aria-controls={`${id}-password-panel`}
          onClick={() => setChanging(!changing)}
          className={`${SECONDARY} mt-3`}
        >
          {changing ? settings.closePassword : settings.openPassword}
        </button>
        <div id={`${id}-password-panel`}>
          {changing && (
            <Suspense fallback={<p className="mt-4 text-muted">{DASHBOARD_MESSAGES.loading}</p>}>
              <ChangePasswordForm
                labelledBy={`${id}-password-title`}
                onDone={() => {
                  setChanging(false);
                  toggleRef.current?.focus();
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
      <div className="space-y-4">
        <h3 className={SUBHEADING}>{settings.privacy}</h3>
        <p className="max-w-prose">{settings.privacyIntro}</p>
        {(['export', 'deletion'] as const).map((kind) => (
          <div key={kind}>
            {kind === 'deletion' && (
              <p className="mb-2 max-w-prose text-sm text-muted">{settings.deletionWarning}</p>
            )}
            <PrivacyRequest kind={kind} pending={pending.includes(kind)} onChange={onChange} />
          </div>
        ))}
      </div>
    </div>
  );
}
