import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates what the server drew, true otherwise:
 * useSyncExternalStore takes the server snapshot exactly then, and renders again with the
 * client's right after hydration. What a page shows differently in the browser (the reader's
 * clock, a member sent the visitors' page) waits for it, so hydration meets the HTML it drew.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
