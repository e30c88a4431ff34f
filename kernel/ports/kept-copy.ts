/** How long a copy is trusted by default, should another process's signal of a change be lost. */
const TRUSTED_MS = 10_000;

/**
 * A process's copy of something small that many writes read and few change (the active badges,
 * the webhook endpoints, the members mailed every new question): read once, dropped when it
 * changes (by the process that changed it, and in the others through the cache's signal), and
 * after a few seconds anyway. Times are the machine's, not the site clock's. `get`'s arguments
 * go to the read when it is made (a transaction the caller is in, say).
 */
export class KeptCopy<T, A extends unknown[] = []> {
  private memo?: { at: number; value: T };
  /** Moves on every change, so a read begun before one is not kept after it. */
  private generation = 0;

  constructor(
    private readonly read: (...args: A) => Promise<T>,
    private readonly trustedMs = TRUSTED_MS,
  ) {}

  async get(...args: A): Promise<T> {
    if (this.memo && Date.now() - this.memo.at < this.trustedMs) return this.memo.value;
    const generation = this.generation;
    const value = await this.read(...args);
    if (generation === this.generation) this.memo = { at: Date.now(), value };
    return value;
  }

  /** Forget the copy: what it holds changed. */
  forget(): void {
    this.memo = undefined;
    this.generation += 1;
  }
}
