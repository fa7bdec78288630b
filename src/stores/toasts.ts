// Ships to browsers. The notification queue shared by every island (SPEC §4, §9); ToastStack renders it.
import { atom } from 'nanostores';
import { TOASTS } from '~/config/site';

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

/** Toasts on screen, newest last; never more than TOASTS.limit (SPEC §9: one at a time). */
export const $toasts = atom<readonly Toast[]>([]);

/** Shows a toast, replacing the oldest one beyond the limit; returns its id. */
export function pushToast(input: ToastInput): number {
  lastId += 1;
  $toasts.set([...$toasts.get(), { ...input, id: lastId }].slice(-TOASTS.limit));
  return lastId;
}

/** Removes a toast (timer, close button, swipe, Escape). */
export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** sessionStorage key of a toast that must survive the navigation it announces (sign-in → dashboard). */
const FLASH_KEY = 'flashToast';

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
  return typeof title === 'string' && (description === undefined || typeof description === 'string') && (variant === 'success' || variant === 'destructive');
}
