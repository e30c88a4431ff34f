/**
 * A few read-only connections to the site's SQLite file, opened on first need and lent out
 * one statement at a time; a caller finding them all busy waits its turn (first come, first
 * served). Connections live until `destroy()`: they are cheap, and reopening one costs a
 * schema read.
 */
export class ReaderPool<C> {
  private readonly idle: C[] = [];
  private readonly waiting: { resolve: (conn: C) => void; reject: (err: Error) => void }[] = [];
  private opened = 0;
  private lent = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly open: () => Promise<C>,
    private readonly close: (conn: C) => Promise<void>,
  ) {}

  /** Runs `use` on a reader and gives the reader back, however `use` ends. */
  async with<T>(use: (conn: C) => Promise<T>): Promise<T> {
    const conn = await this.acquire();
    try {
      return await use(conn);
    } finally {
      this.release(conn);
    }
  }

  /** Statements running or waiting for a reader (the bench waits for none before it recounts). */
  busy(): number {
    return this.lent + this.waiting.length;
  }

  async destroy(): Promise<void> {
    this.closed = true;
    for (const w of this.waiting.splice(0)) w.reject(new Error('the SQLite reader pool is closed'));
    const all = this.idle.splice(0);
    await Promise.all(all.map((conn) => this.close(conn)));
  }

  private async acquire(): Promise<C> {
    if (this.closed) throw new Error('the SQLite reader pool is closed');
    const ready = this.idle.pop();
    if (ready) {
      this.lent += 1;
      return ready;
    }
    if (this.opened < this.size) {
      this.opened += 1;
      try {
        const conn = await this.open();
        this.lent += 1;
        return conn;
      } catch (err) {
        this.opened -= 1;
        throw err;
      }
    }
    return new Promise<C>((resolve, reject) => this.waiting.push({
      resolve: (conn) => {
        this.lent += 1;
        resolve(conn);
      },
      reject,
    }));
  }

  private release(conn: C): void {
    this.lent -= 1;
    if (this.closed) {
      this.opened -= 1;
      void this.close(conn);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(conn);
    else this.idle.push(conn);
  }
}
