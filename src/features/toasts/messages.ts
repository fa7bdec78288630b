// Ships to browsers with the notification area: its two strings (docs/product.md §2.2, §9).
import { TOASTS } from './store';

/** Notification area (docs/product.md §2.2, §9). */
export const TOAST_MESSAGES = {
  regionLabel: `Notifications (${TOASTS.hotkey})`,
  close: 'Fermer la notification',
} as const;
