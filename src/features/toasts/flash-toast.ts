// Ships to browsers. A toast that survives the navigation it announces (sign-in → dashboard,
// sign-out → login page): kept in sessionStorage for the next page of the tab.
import { FLASH_KEY } from './flash-key';
import { pushToast, type ToastInput } from './store';

/** Keeps a toast for the next page of this tab (showFlashedToast shows it there). */
export function flashToast(input: ToastInput): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(input));
  } catch {
    // Storage refused (private mode): the next page simply shows no toast.
  }
}

/** Shows, once, the toast the previous page kept for this one. */
export function showFlashedToast(): void {
  let input: ToastInput | null = null;
  try {
    const stored = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (isToastInput(parsed)) input = parsed;
  } catch {
    return;
  }
  if (input) pushToast(input);
}

function isToastInput(value: unknown): value is ToastInput {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description, variant } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    (description === undefined || typeof description === 'string') &&
    (variant === 'success' || variant === 'destructive')
  );
}
