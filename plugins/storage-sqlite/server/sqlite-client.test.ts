import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type SqliteClient, type SqliteConnection } from './sqlite-client.ts';
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
    await expect(readers().with((conn: SqliteConnection) => run(conn, 'insert into probe (n) values (2)'))).rejects.toThrow(/readonly/i);
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
});
