// The notification area (docs/product.md §2.2, §4, §9). Rendered only on pages where an island can raise a toast,
// hydrated by client:toast with the first one; islands call pushToast() from ~/stores/toasts.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_MESSAGES } from './messages';
import { TOASTS } from './store';
import { $toasts, dismissToast } from './store';
import ToastItem from './ToastItem';

/** Renders the current toast, announces it through a live region, and answers F8 and Escape. */
/**
 * What screen readers hear of a toast: the title, then the description. A title that already ends a
 * sentence (« Candidature envoyée ! ») gets no period of its own, which would be read as « !. ».
 */
export function spokenToast(title: string, description = ''): string {
  if (!description) return title;
  return /[.!?…:]$/.test(title.trim()) ? `${title} ${description}` : `${title}. ${description}`;
}

export default function ToastStack() {
  const toasts = useStore($toasts, { ssr: 'initial' });
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOASTS.hotkey) return;
      event.preventDefault();
      if (
        document.activeElement instanceof HTMLElement &&
        !regionRef.current?.contains(document.activeElement)
      ) {
        returnFocusRef.current = document.activeElement;
      }
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((id: number) => {
    // A keyboard user closing a toast goes back where they were before F8, not to <body>.
    if (regionRef.current?.contains(document.activeElement))
      (returnFocusRef.current ?? regionRef.current).focus();
    dismissToast(id);
  }, []);

  const current = toasts.at(-1);
  const announcement = current ? spokenToast(current.title, current.description) : '';

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the region is focusable (F8) and Escape must close its newest toast from anywhere inside it */}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label={TOAST_MESSAGES.regionLabel}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && current) close(current.id);
        }}
        onFocus={() => setFocusWithin(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
        }}
        // Bottom right from sm up, except while the cookie banner is shown: there it would cover the
        // banner's buttons, so the toasts go to the top right, under the sticky header (h-16).
        className="pointer-events-none fixed top-0 right-0 z-50 max-h-dvh w-full p-4 sm:top-auto sm:bottom-0 sm:cookie-banner-shown:top-16 sm:cookie-banner-shown:bottom-auto md:max-w-[420px]"
      >
        <ol className="flex flex-col gap-2">
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} paused={focusWithin} onClose={close} />
          ))}
        </ol>
      </section>
      <div role="status" className="sr-only">
        {current?.variant === 'success' ? announcement : ''}
      </div>
      <div role="alert" className="sr-only">
        {current?.variant === 'destructive' ? announcement : ''}
      </div>
    </>
  );
}
