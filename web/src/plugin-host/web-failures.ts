import { useSyncExternalStore } from 'react';

/**
 * Added plugins whose web half was switched off in this browser (added-plugins.tsx), and why. Kept
 * apart from the loader, which only pages naming an added plugin load, so the admin plugins page
 * can mark them without loading it.
 */
/** What failed: its module (to load, on import, its export), or one of its slot fills while rendering. */
export type WebFailure = 'load' | 'fill';

let failures: ReadonlyMap<string, WebFailure> = new Map();
const listeners = new Set<() => void>();

/** Records the first failure of a plugin's web half; false when it was already switched off. */
export function recordWebFailure(id: string, what: WebFailure): boolean {
  if (failures.has(id)) return false;
  failures = new Map([...failures, [id, what]]);
  for (const listener of listeners) listener();
  return true;
}

export function webHalfFailed(id: string): boolean {
  return failures.has(id);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The plugins switched off in this browser so far, by id, with what failed. */
export function useWebFailures(): ReadonlyMap<string, WebFailure> {
  return useSyncExternalStore(subscribe, () => failures, () => failures);
}
