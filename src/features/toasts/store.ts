// Ships to browsers. The notification queue shared by every island (docs/product.md §4, §9); ToastStack renders it.
import { atom } from 'nanostores';
import { TOAST_SHOWN_EVENT } from '~/integrations/toast-event';

/** Notifications (docs/product.md §4, §9): one at a time, 5 s each, swiped away at 50 px, F8 to reach them. */
export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;

/** Destructive for errors (announced assertively), success for everything else (announced politely). */
export type ToastVariant = 'destructive' | 'success';

/** What an island asks to show. */
export interface ToastInput {
  title: string;
  description?: string;
  variant: ToastVariant;
}

/** A toast in the queue; `id` tells two toasts with the same text apart. */
export interface Toast extends ToastInput {
  id: number;
}

let lastId = 0;

/** Toasts on screen, newest last; never more than TOASTS.limit (docs/product.md §9: one at a time). */
export const $toasts = atom<readonly Toast[]>([]);

/** Shows a toast, replacing the oldest one beyond the limit; returns its id. */
export function pushToast(input: ToastInput): number {
  lastId += 1;
  $toasts.set([...$toasts.get(), { ...input, id: lastId }].slice(-TOASTS.limit));
  // The toast stack hydrates on this event (client:toast): until the first toast, it costs nothing.
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_SHOWN_EVENT));
  return lastId;
}

/** Removes a toast (timer, close button, swipe, Escape). */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}
