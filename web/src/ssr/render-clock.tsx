import { createContext, useContext } from 'react';
import { useHydrated } from './hydrated';

/** The moment a server render started (ms); absent in a page the browser rendered alone. */
const RenderClock = createContext<number | undefined>(undefined);
export const RenderClockProvider = RenderClock.Provider;

/**
 * "Now" and the time zone to format dates in. A server-rendered page is rendered and then
 * hydrated at the server's moment in UTC, so both produce the same text ("5 minutes ago",
 * dates) whatever the reader's clock and zone; right after hydration React renders again with
 * the reader's own (useSyncExternalStore uses the server snapshot exactly while hydrating).
 */
export function useClock(): { now: number; utc: boolean } {
  const rendered = useContext(RenderClock);
  const live = useHydrated();
  return !live && rendered !== undefined ? { now: rendered, utc: true } : { now: Date.now(), utc: false };
}
