import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §4: drafts are saved 3 seconds after the last change. */
export const DRAFT_DEBOUNCE_MS = 3000;
const PREFIX = 'quorum.draft.';
/** SPEC §9: stored values expire after 7 days. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

interface Stored<T> {
  value: T;
  savedAt: number;
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (Date.now() - stored.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(PREFIX + key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  localStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: Date.now() } satisfies Stored<T>));
}

export function clearDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

/**
 * Saves `value` under `key` (debounced) while `isEmpty(value)` is false. `restored` is
 * the draft found when the screen opened; `clear` forgets it (after a submit or a discard).
 */
export function useDraft<T>(key: string, value: T, isEmpty: (value: T) => boolean) {
  const [restored] = useState(() => readDraft<T>(key));
  const cleared = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    // the initial value is either the restored draft or empty: nothing new to save
    if (first.current) {
      first.current = false;
      return;
    }
    cleared.current = false;
    const timer = setTimeout(() => {
      if (cleared.current) return;
      if (isEmpty(value)) clearDraft(key);
      else writeDraft(key, value);
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, value, isEmpty]);
  const clear = useCallback(() => {
    cleared.current = true;
    clearDraft(key);
  }, [key]);
  return { restored, clear };
}
