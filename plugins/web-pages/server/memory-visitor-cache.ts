import { CacheGeneration, type Cache, type VisitorCache } from '../../../kernel/api.ts';

/**
 * How long a visitor's answer is kept: the bound on staleness for changes that neither go
 * through a write request nor raise a domain event (view counts written by the view buffer,
 * the command line, derived data an after-commit handler writes without an event of its own).
 */
export const VISITOR_CACHE_SECONDS = 2;

/**
 * The kernel's visitor cache (`kernel.visitor-cache`): signed-out visitors' answers to the routes
 * that opt in (`visitorCache` on the route) and their pages, kept as sent for a couple of
 * seconds in a Cache of their own (web-pages gives it a memory one). Everything is
 * stored under one generation token that every write request (any method but GET, once its
 * handler has finished, so after its commit and before its answer leaves) and every committed
 * domain event replaces: a visitor's next fetch after a write sees it. Being this process's
 * memory, another process serving the same site sees a write within the 2 s
 * its own answers are kept. A response computed while a write was in flight is stored
 * under the generation it started with, which no request reads any more.
 *
 * Members never read or fill it: their answers carry personal fields (votes, bookmarks,
 * actions). Keys carry the interface language, the path and the validated query.
 */
export class MemoryVisitorCache implements VisitorCache {
  /**
   * Answers being computed in this process, by key: visitors asking meanwhile (fifty at once
   * when a busy page's answer has just expired or been dropped) wait for that one computation
   * instead of each queueing the same statements on the database.
   */
  private readonly computing = new Map<string, Promise<string>>();

  private readonly generation: CacheGeneration;

  constructor(private readonly cache: Cache) {
    this.generation = new CacheGeneration(cache, 'visitor-cache:generation');
  }

  /** The key of one visitor request under the current generation. */
  async key(language: string, path: string, query: unknown): Promise<string> {
    return `visitor-cache:${await this.generation.current()}:${language}:${path}?${JSON.stringify(query ?? {})}`;
  }

  /**
   * The kept answer under `key`, or the one being computed, or `compute`'s, then kept unless
   * `keep` says no once it is done; `computed` says whether this caller's own `compute` ran.
   */
  async answer(key: string, compute: () => Promise<string>, keep: () => boolean = () => true): Promise<{ body: string; computed: boolean }> {
    const kept = await this.cache.get<string>(key);
    if (kept !== undefined) return { body: kept, computed: false };
    const pending = this.computing.get(key);
    if (pending) return { body: await pending, computed: false };
    const computing = compute()
      .then(async (body) => {
        if (keep()) await this.cache.set(key, body, VISITOR_CACHE_SECONDS);
        return body;
      })
      .finally(() => this.computing.delete(key));
    this.computing.set(key, computing);
    return { body: await computing, computed: true };
  }

  /** Drops every kept answer; called after a write has committed. */
  invalidate(): Promise<void> {
    return this.generation.renew();
  }
}
