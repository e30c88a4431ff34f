import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteServerDraft, fetchServerDraft, saveServerDraft, serverDraftsUsable, type DraftStamp, type DraftTarget } from './server-draft';

/** SPEC §4: drafts are saved 3 seconds after the last change. */
export const DRAFT_DEBOUNCE_MS = 3000;
const PREFIX = 'quorum.draft.';
/** SPEC §9: stored values expire after 7 days. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

interface Stored<T> {
  value: T;
  savedAt: number;
}

function readStored<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (Date.now() - stored.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(PREFIX + key);
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

export const readDraft = <T>(key: string): T | null => readStored<T>(key)?.value ?? null;

export function writeDraft<T>(key: string, value: T): void {
  localStorage.setItem(PREFIX + key, JSON.stringify({ value, savedAt: Date.now() } satisfies Stored<T>));
}

export function clearDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

/**
 * Which draft to put back when a screen opens: the newer of the local one and the server's
 * (a tie goes to the local copy, which the server's whole-second times cannot beat).
 */
export function newestDraft(local: { savedAt: number } | null, server: { savedAt: number } | null): 'local' | 'server' | null {
  if (server && (!local || server.savedAt > local.savedAt)) return 'server';
  return local ? 'local' : null;
}

/** Keeps the draft on the server too: where, and how a value and the server's draft `D` map. */
export type ServerDraftOptions<T, D extends DraftStamp> = DraftTarget & { toServer: (value: T) => object; fromServer: (draft: D) => T };

export interface DraftOptions<T, D extends DraftStamp = DraftStamp> {
  /** Called with the newest of the local and the server draft when the screen opens. */
  onRestore: (value: T) => void;
  /** Also keeps the draft on the server (`PUT|GET|DELETE draft`). */
  server?: ServerDraftOptions<T, D>;
  /** False until the screen has its starting value (edit pages wait for the original). */
  enabled?: boolean;
}

/**
 * Saves `value` under `key`, locally and on the server, 3 s after the last change while
 * `isEmpty(value)` is false. `restored` says a draft was put back; `clear` forgets it
 * everywhere (after a submit or a confirmed discard).
 */
export function useDraft<T, D extends DraftStamp = DraftStamp>(key: string, value: T, isEmpty: (value: T) => boolean, options: DraftOptions<T, D>) {
  const { enabled = true } = options;
  const [restored, setRestored] = useState(false);
  const opts = useRef(options);
  opts.current = options;
  const state = useRef({ started: false, touched: false, cleared: false, hadContent: false, skip: undefined as T | undefined });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const apply = (draft: T) => {
      state.current.skip = draft;
      state.current.hadContent = true;
      setRestored(true);
      opts.current.onRestore(draft);
    };
    const local = readStored<T>(key);
    if (local) apply(local.value);
    const server = opts.current.server;
    if (server && serverDraftsUsable()) {
      void fetchServerDraft<D>(server).then((found) => {
        if (!live || !found || state.current.touched) return;
        if (newestDraft(local, found) === 'server') apply(server.fromServer(found.draft));
      });
    }
    return () => {
      live = false;
    };
  }, [key, enabled]);

  useEffect(() => {
    const s = state.current;
    // the starting value and a restored draft are nothing new to save
    if (!enabled || !s.started) {
      s.started = enabled;
      return;
    }
    if (value === s.skip) return;
    const empty = isEmpty(value);
    // An empty value before anything was written or restored (a form settling its defaults)
    // is not an edit: it must neither block the server draft arriving nor delete it.
    if (empty && (s.cleared || !s.hadContent)) return;
    if (!empty) s.hadContent = true;
    s.touched = true;
    s.cleared = false;
    const timer = setTimeout(() => {
      const server = opts.current.server && serverDraftsUsable() ? opts.current.server : null;
      if (empty) {
        clearDraft(key);
        if (server) deleteServerDraft(server);
      } else {
        writeDraft(key, value);
        if (server) saveServerDraft(server, server.toServer(value));
      }
    }, DRAFT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, value, isEmpty, enabled]);

  const clear = useCallback(() => {
    state.current.cleared = true;
    setRestored(false);
    clearDraft(key);
    const server = opts.current.server;
    if (server && serverDraftsUsable()) deleteServerDraft(server);
  }, [key]);
  return { restored, clear };
}
