// Ships to browsers. The notification area's strings (docs/product.md §2.2, §9), apart from messages.ts: the toast
// stack hydrates on every page with an island and needs only these two.
import { TOASTS } from './store';

/** Notification area (docs/product.md §2.2, §9). */
export const TOAST_MESSAGES = {
  regionLabel: `Notifications (${TOASTS.hotkey})`,
  close: 'Fermer la notification',
} as const;
