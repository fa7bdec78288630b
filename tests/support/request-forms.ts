// Helpers for the request-form island tests (registration, company, contact).
import { $toasts } from '~/features/toasts/store';

/** The newest toast in the store. */
export function lastToast() {
  return $toasts.get().at(-1);
}

/** What a mail client reads from a mailto: URL. */
export function readMailto(url: string) {
  const parsed = new URL(url);
  return {
    to: parsed.pathname,
    keys: [...parsed.searchParams.keys()],
    subject: parsed.searchParams.get('subject') ?? '',
    body: parsed.searchParams.get('body') ?? '',
  };
}

/** A promise settled from the outside: keeps a request "in flight" while the test looks at the form. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
