import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteClient, SqliteConnection } from './sqlite-client.ts';
import { sqliteEngine } from './sqlite-engine.ts';

/** The SQLite client's readers beside its writer, on a real database file. */
describe('SQLite client with readers', () => {
  let home: string;
  let db: Knex;
  const readers = () => (db.client as SqliteClient).readers!;

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-sqlite-client-'));
    db = knexFactory(sqliteEngine.knexConfig({ engine: 'sqlite', file: 'quorum.db' }, home));
    await db.schema.createTable('probe', (t) => {
      t.increments('id');
      t.integer('n');
    });
  });
  afterAll(async () => {
    await db.destroy();
    await rm(home, { recursive: true, force: true });
  });

  it('runs reads outside transactions on a reader, and everything else on the writer', async () => {
    const seen: { sql: string; uid: string }[] = [];
    const note = (q: { sql: string; __knexUid: string }) => seen.push({ sql: q.sql, uid: q.__knexUid });
    db.on('query', note);
    const writer = await db.client.acquireConnection();
    const writerUid = (writer as { __knexUid: string }).__knexUid;
    await db.client.releaseConnection(writer);
    try {
      await db('probe').insert({ n: 1 });
      await db('probe').select('n');
      await db.transaction(async (trx) => trx('probe').select('n'));
    } finally {
      db.off('query', note);
    }
    const on = (pattern: RegExp) => seen.filter((s) => pattern.test(s.sql)).map((s) => s.uid === writerUid);
    expect(on(/^insert/)).toEqual([true]);
    // the plain select on a reader, the one inside the transaction on the writer
    expect(on(/^select/)).toEqual([false, true]);
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

  it('lets the event loop turn while transactions queue for the writer', async () => {
    // Each transaction does some milliseconds of real work on the writer; forty of them far
    // outlast the writer's slice, so the loop must get a turn before the last one commits.
    const busy = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 100000) select count(*) as n from c';
    let committed = 0;
    const transactions = Array.from({ length: 40 }, () => db.transaction(async (trx) => {
      await trx.raw(busy);
      await trx('probe').insert({ n: 3 });
    }).then(() => (committed += 1)));
    const committedAtTurn = new Promise<number>((resolve) => setImmediate(() => resolve(committed)));
    await Promise.all(transactions);
    expect(await committedAtTurn).toBeLessThan(40);
    expect(committed).toBe(40);
  });
});
