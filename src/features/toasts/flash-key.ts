// Ships to browsers, inlined with the client:toast directive: no import, keep it tiny. Where a toast that
// survives a navigation waits for the next page (./flash-toast.ts writes and reads it).

/** sessionStorage key of a toast that must survive the navigation it announces (sign-in → dashboard). */
export const FLASH_KEY = 'flashToast';

/** Whether the previous page of this tab left a toast for this one. */
export function hasFlashedToast(): boolean {
  try {
    return sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}
