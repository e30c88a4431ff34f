import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_KIB, WRITER_SLICE_MS, type SqliteClient, type SqliteConnection, type SqliteKnexConfig } from './sqlite-client.ts';
import { sqliteEngine } from './sqlite-engine.ts';

/** The engine's knex on a new database file in a new temporary directory, with a `probe (id, n)` table. */
async function probeDatabase(prefix: string, extra: Partial<SqliteKnexConfig> = {}): Promise<{ home: string; db: Knex }> {
  const home = await mkdtemp(join(tmpdir(), prefix));
  const db = knexFactory({ ...sqliteEngine.knexConfig({ engine: 'sqlite', file: 'quorum.db' }, home), ...extra } as SqliteKnexConfig);
  await db.schema.createTable('probe', (t) => {
    t.increments('id');
    t.integer('n');
  });
  return { home, db };
}

async function closeProbeDatabase(home: string, db: Knex): Promise<void> {
  await db.destroy();
  await rm(home, { recursive: true, force: true });
}

/** The SQLite client's readers beside its writer, on a real database file. */
describe('SQLite client with readers', () => {
  let home: string;
  let db: Knex;
  const readers = () => (db.client as SqliteClient).readers!;

  beforeAll(async () => {
    // A clock that stands still: the writer never outruns its slice, so it is handed back the
    // moment a statement ends. On a busy machine a slow insert would otherwise defer that to the
    // next turn of the loop and the read after it would find the writer taken (the slice has its
    // own tests below).
    ({ home, db } = await probeDatabase('quorum-sqlite-client-', { writerClock: () => 0 }));
  });
  afterAll(() => closeProbeDatabase(home, db));

  it('runs reads outside transactions on the idle writer or else a reader, and everything else on the writer', async () => {
    const seen: { sql: string; uid: string }[] = [];
    const note = (q: { sql: string; __knexUid: string }) => seen.push({ sql: q.sql, uid: q.__knexUid });
    db.on('query', note);
    const writer = await db.client.acquireConnection();
    const writerUid = (writer as { __knexUid: string }).__knexUid;
    await db.client.releaseConnection(writer);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    try {
      await db('probe').insert({ n: 1 });
      await db('probe').where({ n: 1 }).select('n');
      const transaction = db.transaction(async (trx) => {
        await trx('probe').where({ n: 1 }).select('n');
        opened();
        await held;
      });
      await open;
      // The writer is held: this read neither waits for the transaction nor runs inside it.
      await db('probe').where({ n: 1 }).first('n');
      release();
      await transaction;
    } finally {
      db.off('query', note);
    }
    const on = (pattern: RegExp) => seen.filter((s) => pattern.test(s.sql)).map((s) => s.uid === writerUid);
    expect(on(/^insert/)).toEqual([true]);
    // the plain select on the idle writer, the one inside the transaction on the writer, the one beside it on a reader
    expect(on(/^select/)).toEqual([true, true, false]);
  });

  it("bounds every connection's page cache, the writer's and each reader's", async () => {
    const cache = (conn: SqliteConnection) => conn.pragma('cache_size', { simple: true });
    const writer = (await db.client.acquireConnection()) as SqliteConnection;
    const writerCache = cache(writer);
    await db.client.releaseConnection(writer);
    // the second reader while the first is still lent
    const readerCaches = await readers().with(async (first: SqliteConnection) => readers().with(async (second: SqliteConnection) => [cache(first), cache(second)]));
    expect([writerCache, ...readerCaches]).toEqual([-PAGE_CACHE_KIB.writer, -PAGE_CACHE_KIB.reader, -PAGE_CACHE_KIB.reader]);
  });

  it('refuses a write on a reader', async () => {
    await expect(readers().with(async (conn: SqliteConnection) => conn.prepare('insert into probe (n) values (2)').run())).rejects.toThrow(/readonly/i);
  });

  it('shows a committed write to the next read, and never an uncommitted one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => (written = resolve));
    const open = db.transaction(async (trx) => {
      await trx('probe').insert({ n: 42 });
      written();
      await held;
    });
    await inserted;
    expect(await db('probe').where({ n: 42 }).select('id')).toEqual([]);
    release();
    await open;
    expect(await db('probe').where({ n: 42 }).select('n')).toEqual([{ n: 42 }]);
    expect(readers().busy()).toBe(0);
  });

  it('keeps statements prepared, and a kept one follows a change of schema', async () => {
    await db('probe').insert({ n: 7 });
    const first = await db('probe').where({ n: 7 }).first();
    expect(Object.keys(first)).toEqual(['id', 'n']);
    await db.schema.alterTable('probe', (t) => t.string('label').defaultTo('x'));
    expect(await db('probe').where({ n: 7 }).first()).toEqual({ ...first, label: 'x' });
  });

  it('writes a small row limit into the statement and binds a large one and every offset', async () => {
    await db('probe').insert([{ n: 100 }, { n: 101 }, { n: 102 }]);
    const sql: { sql: string; bindings: unknown[] }[] = [];
    const note = (q: { sql: string; bindings: unknown[] }) => sql.push({ sql: q.sql, bindings: q.bindings });
    db.on('query', note);
    try {
      expect(await db('probe').where('n', '>=', 100).orderBy('n').first('n')).toEqual({ n: 100 });
      expect(await db('probe').where('n', '>=', 100).orderBy('n').limit(1).offset(1).select('n')).toEqual([{ n: 101 }]);
      expect(await db('probe').where('n', '>=', 100).orderBy('n').offset(2).select('n')).toEqual([{ n: 102 }]);
      expect(await db('probe').where('n', '>=', 100).limit(5000).select('n')).toHaveLength(3);
    } finally {
      db.off('query', note);
    }
    expect(sql).toEqual([
      { sql: 'select `n` from `probe` where `n` >= ? order by `n` asc limit 1', bindings: [100] },
      { sql: 'select `n` from `probe` where `n` >= ? order by `n` asc limit 1 offset ?', bindings: [100, 1] },
      { sql: 'select `n` from `probe` where `n` >= ? order by `n` asc limit ? offset ?', bindings: [100, -1, 2] },
      { sql: 'select `n` from `probe` where `n` >= ? limit ?', bindings: [100, 5000] },
    ]);
  });
});

/**
 * The writer's slice on a clock the test steers: each queued transaction "takes" a set number
 * of milliseconds, so when the event loop gets its turns depends on the code alone, not on how
 * busy the machine is.
 */
describe('SQLite writer slice', () => {
  let home: string;
  let db: Knex;
  let clock = 0;

  beforeAll(async () => {
    ({ home, db } = await probeDatabase('quorum-sqlite-slice-', { writerClock: () => clock }));
  });
  afterAll(() => closeProbeDatabase(home, db));

  /** Queues `count` transactions taking `ms` each; returns how many had committed at each turn of the loop. */
  async function queue(count: number, ms: number): Promise<number[]> {
    // A turn first, so the writer's run starts with these transactions (not with the last query before).
    await new Promise((resolve) => setImmediate(resolve));
    let committed = 0;
    let done = false;
    const turns: number[] = [];
    const watch = () => setImmediate(() => {
      turns.push(committed);
      if (!done) watch();
    });
    watch();
    await Promise.all(Array.from({ length: count }, () => db.transaction(async (trx) => {
      await trx('probe').insert({ n: 1 });
      clock += ms;
    }).then(() => (committed += 1))));
    done = true;
    expect(committed).toBe(count);
    return turns.filter((n) => n < count);
  }

  it('hands the writer straight on while queued transactions stay within the slice', async () => {
    expect(await queue(40, 0)).toEqual([]);
  });

  it('gives the event loop a turn each time queued transactions have run a slice', async () => {
    // 3 ms each: a run starts when its first transaction ends; the fifth ends 12 ms into it,
    // past the 10 ms slice, so the next waits for a turn of the loop: a turn after every fifth.
    // Without the slice there would be no turn until all forty had committed.
    expect(WRITER_SLICE_MS).toBe(10);
    expect(await queue(40, 3)).toEqual([5, 10, 15, 20, 25, 30, 35]);
  });

  it("checkpoints the log from its worker, never in the writer's commits", async () => {
    expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
    const file = join(home, 'quorum.db');
    const before = statSync(file).size;
    // New pages reach the database file only through a checkpoint; the writer runs none.
    await db.schema.createTable('filler', (t) => {
      t.increments('id');
      t.text('body');
    });
    await db('filler').insert(Array.from({ length: 200 }, () => ({ body: 'x'.repeat(500) })));
    await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 50_000), { timeout: 5_000, interval: 50 });
  });
});

describe('SQLite checkpoint worker lost', () => {
  it('gives the writer its automatic checkpoint back when the worker ends before close', async () => {
    const { home, db } = await probeDatabase('quorum-sqlite-lost-');
    try {
      expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      await (db.client as SqliteClient).checkpointer!.worker.terminate();
      // Else nothing would fold the log into the file until the server restarts.
      expect(await db.raw('PRAGMA wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 1000 }]);
    } finally {
      await closeProbeDatabase(home, db);
    }
  });
});
