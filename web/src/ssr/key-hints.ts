import type { Params } from '../api/request';

/** One API read a render made: its swr key as filed, and the call behind it. */
export interface KeyHint {
  serialized: string;
  path: string;
  params?: Params;
}

/** Pages remembered at most: the rest are found by render passes, as a page seen the first time. */
const HINTED_PAGES = 1_000;

/**
 * The API reads the last render of each page made, by page address and whether a member asked
 * (a member's page reads their notices, a visitor's does not): the next render of that page
 * fetches them all at once before its first pass, so a page whose reads are the same as last
 * time is drawn by one render instead of a pass per level of nested reads. A hint is only where
 * to start: a read the page no longer makes is fetched and left out of the page's data, one it
 * makes anew is found by a pass as before. Least recently used pages go first.
 */
export class KeyHints {
  private readonly pages = new Map<string, KeyHint[]>();

  constructor(private readonly limit = HINTED_PAGES) {}

  of(page: string): KeyHint[] {
    const hints = this.pages.get(page);
    if (!hints) return [];
    this.pages.delete(page);
    this.pages.set(page, hints);
    return hints;
  }

  remember(page: string, hints: KeyHint[]): void {
    this.pages.delete(page);
    this.pages.set(page, hints);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.limit) break;
      this.pages.delete(oldest);
    }
  }
}
