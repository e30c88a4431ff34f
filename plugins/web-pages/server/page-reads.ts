import type { ApiRead } from './server-render.ts';

/** A GET of the site's API under `/answer/api/v1`: the envelope's `data`, or undefined when it failed. */
export type PageRead = (path: string, params: Record<string, unknown> | undefined) => Promise<unknown>;

/**
 * One page's reads of the API, each made once: the page renderer's head and the React render ask
 * for the same answers (the question and its answers), and a read that counts something (a
 * question's view) must count once per page. Keyed as the read's query string is built (empty
 * values left out, every value as text), so `{ page: 1 }` and `{ page: '1' }` are one read.
 * `made` lists each read made, for a kept page's replay.
 */
export class PageReads {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(readonly made: ApiRead[] = []) {}

  /** `through`: the reader a read not made yet goes to (the head's has no render deadline, the render's has). */
  read(through: PageRead): PageRead {
    return (path, params) => {
      const key = readKey(path, params);
      let answer = this.answers.get(key);
      if (!answer) {
        this.made.push({ path, params });
        answer = through(path, params);
        this.answers.set(key, answer);
      }
      return answer;
    };
  }
}

function readKey(path: string, params: Record<string, unknown> | undefined): string {
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, String(v)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return `${path}?${new URLSearchParams(query).toString()}`;
}
