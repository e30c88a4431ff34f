import type { Middleware, SWRHook } from 'swr';
import { mutate, unstable_serialize } from 'swr';
import type { CurrentUser, SiteInfo } from '../app/types';
import type { Language } from '../i18n/resolve-language';

/**
 * What a server-rendered page hands the browser so it hydrates on the same state: the API
 * responses the render read (keyed as swr serializes the client's own keys), the start-up data
 * the root loader would fetch, and the router's loader data. Written as JSON by the server
 * render, read once by main.tsx.
 */
export interface SsrData {
  language: Language;
  siteInfo: SiteInfo;
  /** The member the session cookie named; null for a visitor. */
  user: CurrentUser | null;
  /** When the server rendered (ms): times read "5 minutes ago" from it until hydrated. */
  now: number;
  /** Serialized swr key → response `data`, exactly what the client's fetcher would return. */
  swr: Record<string, unknown>;
  /** react-router's hydration data (route id → loader data) for the matched routes. */
  loaderData: Record<string, unknown>;
}

/** The element id of the JSON data block in a server-rendered page. */
export const SSR_DATA_ID = 'quorum-ssr';

/**
 * A signed-in member's own part of the visitors' page they were sent (web-pages'
 * page-serving.ts): who they are, and the page's reads as made for them (their votes,
 * bookmarks, follows, the actions they may take), keyed as `SsrData.swr`. Their browser takes
 * it once hydrated instead of reading the page's data again over the network.
 */
export interface MemberData {
  /** Their user info, without the token (their browser has it). */
  user: CurrentUser;
  /** Reads whose answer differs for them; a read of the page's absent here and from `unread` is the same for everyone. */
  swr: Record<string, unknown>;
  /** Reads the server could not make for them: their browser makes them. */
  unread: string[];
}

/** The element id of the member's JSON block, after the page's own. */
export const MEMBER_DATA_ID = 'quorum-member';

/** Escapes JSON for a `<script>` body: `<`, `>`, `&` and the line separators become \u escapes. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A swr key as swr resolves it: a key function is called (one that throws means no key yet). */
export function resolveKey(key: unknown): unknown {
  if (typeof key !== 'function') return key;
  try {
    return (key as () => unknown)();
  } catch {
    return undefined;
  }
}

/** A swr key (possibly a function or null) as the string swr files it under; undefined when none. */
export function serializedKey(key: unknown): string | undefined {
  const resolved = resolveKey(key);
  if (resolved === null || resolved === undefined || resolved === false) return undefined;
  const serialized = unstable_serialize(resolved as Parameters<typeof unstable_serialize>[0]);
  return serialized || undefined;
}

/**
 * Until the first navigation, a hook whose key the server already answered takes that answer
 * as fresh: no request on mount (swr would otherwise revalidate fallback data at once). Later
 * mounts of the same key revalidate as usual; focus and interval revalidation are untouched.
 */
export function servedFirst(served: Set<string>): Middleware {
  return (useSWRNext: SWRHook) => (key, fetcher, config) => {
    const serialized = served.size ? serializedKey(key) : undefined;
    const fresh = serialized !== undefined && served.has(serialized);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}

/** The JSON block of id `id` in the page, parsed; undefined when there is none or it does not parse. */
function readBlock<T>(id: string, doc: Document): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The data of a server-rendered page, or undefined when the page is the bare shell. */
export function readSsrData(doc: Document = document): SsrData | undefined {
  return readBlock<SsrData>(SSR_DATA_ID, doc);
}

/** The member's own part of the page, or undefined when it was sent without one. */
export function readMemberData(doc: Document = document): MemberData | undefined {
  return readBlock<MemberData>(MEMBER_DATA_ID, doc);
}

/**
 * Once a page sent with its member's own part has hydrated: each read the page handed over
 * whose answer differs for them shows theirs, without a request; one the server could not make
 * for them is read by the browser; the rest stay as the page holds them.
 */
export function showMemberData(own: MemberData): void {
  for (const [key, data] of Object.entries(own.swr)) void mutate(key, data, { revalidate: false });
  for (const key of own.unread) void mutate(key);
}
