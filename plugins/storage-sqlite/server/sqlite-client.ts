import { createRequire } from 'node:module';
import type { Database, Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
import { ReaderPool } from './reader-pool.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';

/** A better-sqlite3 connection: every call runs on the calling thread and returns its result. */
export type SqliteConnection = Database;

/** The part of knex's Runner (one builder's execution) the client steers. */
interface Runner {
  builder: { _method?: string; _connection?: unknown };
  connection?: unknown;
  ensureConnection(cb: (runner: Runner, params?: unknown) => Promise<unknown>, params?: unknown): Promise<unknown>;
}

/** What knex hands its client for one statement. */
interface QueryObject {
  sql: string;
  bindings?: unknown[];
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

interface KnexSqliteClient {
  readonly transacting?: boolean;
  _formatBindings(bindings?: unknown[]): unknown[];
  acquireRawConnection(): Promise<SqliteConnection>;
  readonly connectionSettings: { filename: string };
  readonly logger: { warn(message: string): void };
  runner(builder: unknown): Runner;
  queryCompiler(builder: unknown, formatter?: unknown): unknown;
  releaseConnection(conn: unknown): Promise<void>;
  destroy(callback?: (err?: unknown) => void): Promise<void>;
}

// knex's better-sqlite3 dialect, which its typings do not name; extended below.
const KnexBetterSqlite = createRequire(import.meta.url)('knex/lib/dialects/better-sqlite3/index.js') as new (config: Knex.Config) => KnexSqliteClient;

/** knex's SQLite query compiler, whose typings knex does not export either; extended below. */
const KnexSqliteCompiler = createRequire(import.meta.url)('knex/lib/dialects/sqlite3/query/sqlite-querycompiler.js') as new (client: unknown, builder: unknown, formatter?: unknown) => { single: { limit?: unknown }; limit(): string };

/** The largest row limit written into a statement's text rather than bound (page sizes, `first()`'s one). */
const LITERAL_LIMIT_MAX = 1000;

/**
 * knex's compiler with a small whole-number LIMIT written as a literal. SQLite runs a statement
 * whose LIMIT is a bound parameter markedly slower: `select * from user where id = ? limit ?`
 * took 19–22 µs against 6 µs with `limit 1` (SQLite 3.53, a 22-column row), and every
 * `first()` binds its 1; the session's lookup, the first statement of every member's request,
 * averaged 93 µs under the bench's member load. Each literal is a statement of its own in the
 * prepared-statement cache, so only small limits (page sizes, `first()`) are written in; an
 * offset stays bound.
 */
class LiteralLimitCompiler extends KnexSqliteCompiler {
  override limit(): string {
    const limit = this.single.limit;
    return typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0 && limit <= LITERAL_LIMIT_MAX ? `limit ${limit}` : super.limit();
  }
}

/** Builder methods that only read (a builder's `_method`); raw SQL always goes to the writer. */
const READS = new Set(['select', 'first', 'pluck']);

/** SQLite's default automatic checkpoint bound, in pages of log (the writer's fallback). */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * The connections' page caches, KiB (SQLite's `cache_size` when negative). The driver's build
 * gives every connection 16 MB, which a large site fills: at a million questions the writer and
 * the two readers held ~40 MB of the server's 232 MB peak (docs/perf.md). The writer keeps more:
 * its cache survives its own commits, and it serves reads whenever it is idle. A reader's cache is
 * dropped whenever another connection commits, so a large one pays off only while nobody writes.
 * Pages past a cache are read from the operating system's.
 */
export const PAGE_CACHE_KIB = { writer: 8000, reader: 2000 } as const;

/** Statements kept prepared per connection: the distinct SQL of a site's hot paths, with room. */
const PREPARED_PER_CONNECTION = 200;

/**
 * How long queued transactions may run back to back before the event loop gets a turn (see
 * releaseConnection). A knob between writes and reads under a saturating mixed load: no bound
 * gave 124 writes/s and 61 reads/s, 10 ms 85 and 125, 3 ms 50 and 150 (docs/perf.md).
 */
export const WRITER_SLICE_MS = 10;

/**
 * `readers`: how many read-only connections sit beside the one writer (0: none, everything on
 * the writer). `writerClock`: the milliseconds the writer's slice is measured in (monotonic;
 * performance.now unless a test steers its own).
 */
export type SqliteKnexConfig = Knex.Config & { readers?: number; writerClock?: () => number };

/**
 * knex's better-sqlite3 client with read-only connections beside its one writer. A query
 * builder that only reads (`select`, `first`, `pluck`) and is not part of a transaction runs
 * on a reader, or on the writer when that is idle (writerFree); everything else — transactions, writes, raw SQL — runs on the pooled writer.
 * The driver is synchronous, so readers buy isolation rather than parallelism: a knex
 * transaction spans awaits, and a read sent to the writer meanwhile would wait for the whole
 * transaction. With WAL each reader statement sees every transaction committed before it
 * started (a request reads its own write once the commit has returned) and never an open one.
 * Readers refuse writes (`PRAGMA query_only`), so a write routed there by mistake fails loudly.
 */
export class SqliteClient extends KnexBetterSqlite {
  /** Absent on a transaction's client (knex copies the prototype, not the instance). */
  readonly readers?: ReaderPool<SqliteConnection>;
  /** Checkpoints the writer's log off the main thread; made with the writer's connection. */
  checkpointer?: WalCheckpointer;
  /** The pool's writer connection (the pool holds one). */
  private writer?: SqliteConnection;
  /** Set once the checkpoint worker is gone: the writer checkpoints its own log again. */
  private checkpointerLost = false;
  /** When the writer's current run of back-to-back transactions began; none once the loop has had a turn. */
  private writerRunStart?: number;
  private readonly writerClock: () => number;

  constructor(config: SqliteKnexConfig) {
    super(config);
    this.writerClock = config.writerClock ?? (() => performance.now());
    if (config.readers && config.readers > 0) {
      this.readers = new ReaderPool<SqliteConnection>(
        config.readers,
        async () => {
          const conn = await super.acquireRawConnection();
          conn.pragma('query_only = ON');
          conn.pragma('busy_timeout = 5000');
          conn.pragma(`cache_size = -${PAGE_CACHE_KIB.reader}`);
          return conn;
        },
        async (conn) => void conn.close(),
      );
    }
  }

  /**
   * The pool's connection, the writer (readers open theirs in the constructor): its log is
   * checkpointed by a worker thread (wal-checkpointer.ts), not inside its commits.
   */
  override async acquireRawConnection(): Promise<SqliteConnection> {
    const conn = await super.acquireRawConnection();
    this.writer = conn;
    conn.pragma(`cache_size = -${PAGE_CACHE_KIB.writer}`);
    conn.pragma(this.checkpointerLost ? `wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}` : 'wal_autocheckpoint = 0');
    this.checkpointer ??= new WalCheckpointer(
      this.connectionSettings.filename,
      (message) => this.logger.warn(`SQLite checkpoint failed: ${message}`),
      (reason) => this.checkpointInCommits(reason),
    );
    return conn;
  }

  /**
   * The checkpoint worker is gone before close(): the writer goes back to SQLite's automatic
   * checkpoint (inside the commit that crosses the bound, pauses and all), since otherwise
   * nothing would fold the log into the file and it would grow until the server restarts.
   */
  private checkpointInCommits(reason: string): void {
    this.checkpointerLost = true;
    this.logger.warn(`SQLite checkpoint worker stopped (${reason}); the writer checkpoints in its commits again`);
    if (this.writer?.open) this.writer.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  }

  /**
   * knex's own `_query`, with each connection's statements kept prepared (knex prepares every
   * time, a tenth of the writer's time under the mixed load): a statement holds no state
   * between calls, since `all` and `run` finish before they return. SQLite re-prepares a kept
   * statement by itself when the schema changes.
   */
  async _query(conn: SqliteConnection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    // safeIntegers is a setting of the statement itself, and kept statements are shared.
    if ((obj as { options?: { safeIntegers?: boolean } }).options?.safeIntegers) throw new Error('safeIntegers is not supported: statements are kept prepared and shared');
    const statement = prepared(conn, obj.sql);
    const bindings = this._formatBindings(obj.bindings);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return obj;
    }
    const result = statement.run(bindings);
    obj.response = result;
    obj.context = { lastID: result.lastInsertRowid, changes: result.changes };
    return obj;
  }

  override queryCompiler(builder: unknown, formatter?: unknown): unknown {
    return new LiteralLimitCompiler(this, builder, formatter);
  }

  override runner(builder: unknown): Runner {
    const runner = super.runner(builder);
    const readers = this.readers;
    if (readers && !this.transacting && !runner.builder._connection && READS.has(runner.builder._method ?? '')) {
      const onWriter = runner.ensureConnection.bind(runner);
      runner.ensureConnection = (cb, params) => this.writerFree() ? onWriter(cb, params) : readers.with((conn) => {
        runner.connection = conn;
        return cb(runner, params);
      });
    }
    return runner;
  }

  /**
   * Whether the writer sits idle this moment (no transaction holds it, none waits): a read
   * outside a transaction then runs there instead of on a reader. SQLite drops a connection's
   * whole page cache when another connection has committed since its last statement, so under
   * writes every reader read starts cold, while the writer's cache survives its own commits.
   * The read ends before the writer is handed on (the driver is synchronous), so a transaction
   * waits microtasks at most; with no transaction open it sees every commit and nothing
   * uncommitted, as on a reader. Under the mixed load: 108-113 writes/s and 538-543 reads/s
   * before, 130-136 and 588-598 after (docs/perf.md).
   */
  private writerFree(): boolean {
    const pool = (this as unknown as { pool?: { numFree(): number; numPendingAcquires(): number; numPendingCreates(): number } }).pool;
    return !!pool && pool.numFree() > 0 && pool.numPendingAcquires() === 0 && pool.numPendingCreates() === 0;
  }

  /**
   * Hands the writer to the next waiting transaction at once while the writer has run for less
   * than WRITER_SLICE_MS since the event loop last had a turn, else only after that turn. With
   * a synchronous driver a transaction that finds the writer busy resumes in a microtask when it
   * is released, so queued transactions would otherwise run back to back without the loop ever
   * reading a socket: reads (on the readers, which never wait for the writer) would stall
   * behind the whole queue of writes.
   */
  override releaseConnection(conn: unknown): Promise<void> {
    const now = this.writerClock();
    if (this.writerRunStart === undefined) {
      this.writerRunStart = now;
      setImmediate(() => (this.writerRunStart = undefined));
    }
    if (now - this.writerRunStart < WRITER_SLICE_MS) return super.releaseConnection(conn);
    setImmediate(() => void super.releaseConnection(conn));
    return Promise.resolve();
  }

  override async destroy(callback?: (err?: unknown) => void): Promise<void> {
    await this.readers?.destroy();
    await super.destroy(callback);
    // Last: the last connection to close folds the whole log into the file.
    await this.checkpointer?.close();
  }
}

const statements = new WeakMap<SqliteConnection, Map<string, Statement>>();

/** The connection's prepared statement for `sql`, least recently used dropped past the bound. */
function prepared(conn: SqliteConnection, sql: string): Statement {
  let kept = statements.get(conn);
  if (!kept) statements.set(conn, (kept = new Map()));
  const statement = kept.get(sql);
  if (statement) {
    kept.delete(sql);
    kept.set(sql, statement);
    return statement;
  }
  const fresh = conn.prepare(sql);
  kept.set(sql, fresh);
  if (kept.size > PREPARED_PER_CONNECTION) kept.delete(kept.keys().next().value!);
  return fresh;
}
