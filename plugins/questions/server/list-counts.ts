import { CacheGeneration, type Cache } from '../../../kernel/api.ts';

/** A bound on any staleness a missed invalidation could cause; writes invalidate sooner. */
const COUNT_TTL = 600;

/**
 * Totals of question lists kept in the Cache port instead of counted on every request (a
 * million-row count takes hundreds of milliseconds on the one SQLite connection). Counts are
 * stored under a generation token that every committed change to which questions are listed
 * replaces, so one invalidation drops them all, whichever process holds them.
 */
export class ListCounts {
  /**
   * Counts being computed in this process, by key: the requests that arrive meanwhile (fifty
   * at once when a busy list's count has just been dropped) wait for that one count instead
   * of each queueing its own on the database.
   */
  private readonly computing = new Map<string, Promise<number>>();

  private readonly generations: CacheGeneration;

  constructor(private readonly cache: Cache) {
    this.generations = new CacheGeneration(cache, 'questions:list-counts:generation');
  }

  /** The count of `scope` (a key naming the list's filter), computed only when none is kept. */
  async count(scope: string, compute: () => Promise<number>): Promise<number> {
    const generation = await this.generations.current();
    const key = `questions:list-count:${generation}:${scope}`;
    const kept = await this.cache.get<number>(key);
    if (kept !== undefined) return kept;
    const pending = this.computing.get(key);
    if (pending) return pending;
    const counting = this.keep(key, generation, compute).finally(() => this.computing.delete(key));
    this.computing.set(key, counting);
    return counting;
  }

  private async keep(key: string, generation: string, compute: () => Promise<number>): Promise<number> {
    const n = await compute();
    // A write committed while we counted has replaced the generation: storing would revive a
    // count it meant to drop, so this one answers the request and is not kept.
    if ((await this.generations.current()) === generation) await this.cache.set(key, n, COUNT_TTL);
    return n;
  }

  /** Drops every kept count; called once a change to listed questions has committed. */
  invalidate(): Promise<void> {
    return this.generations.renew();
  }
}
