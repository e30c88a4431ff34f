import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { startTestServer, testEngines, type TestServer } from '../support/test-server.ts';

/**
 * The storage engine contract (kernel/db/storage-engine.ts) on every engine: what the kernel
 * and plugins rely on from whichever database holds the site — ids, bookkeeping, deferred
 * foreign keys, and how reads and writes meet: a read after a commit sees it, a read outside
 * a transaction neither waits for nor sees an open one, concurrent transactions keep counts.
 */
describe.each(testEngines())('storage engine contract on %s', (engine) => {
  let server: TestServer;
  let db: Knex;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    db = server.kernel.db;
    await db.schema.createTable('contract_probe', (t) => {
      t.increments('id').primary();
      t.string('label', 40).notNullable();
      t.integer('n').notNullable().defaultTo(0);
    });
    await db.schema.createTable('contract_child', (t) => {
      t.increments('id').primary();
      t.integer('probe_id').unsigned().notNullable().references('contract_probe.id');
    });
  });
  afterAll(() => server.close());

  it('inserts rows and returns their generated ids, each above the last', async () => {
    const first = await server.kernel.engine.insertId(db, 'contract_probe', { label: 'first' });
    const second = await server.kernel.engine.insertId(db, 'contract_probe', { label: 'second' });
    expect(second).toBeGreaterThan(first);
    expect(await db('contract_probe').where({ id: second }).first('label')).toEqual({ label: 'second' });
  });

  it('names its version, its size and its tables', async () => {
    expect(await server.kernel.engine.version(db)).toMatch(/\d+\.\d+/);
    expect(await server.kernel.engine.size(db)).toBeGreaterThan(0);
    const tables = await server.kernel.engine.tables(db);
    expect(tables).toEqual(expect.arrayContaining(['contract_probe', 'contract_child', 'user', 'session']));
  });

  it('defers foreign keys to the commit inside withDeferredForeignKeys', async () => {
    await db.transaction((trx) => server.kernel.engine.withDeferredForeignKeys(trx, async () => {
      // the child first, then the row it references: refused per statement, fine at commit
      await trx('contract_child').insert({ id: 900, probe_id: 901 });
      await trx('contract_probe').insert({ id: 901, label: 'parent after child' });
    }));
    expect(await db('contract_child').where({ id: 900 }).first('probe_id')).toEqual({ probe_id: 901 });
  });

  it('gives a fresh id to the first insert after rows were written with their own ids (a restore)', async () => {
    const top = Number((await db('contract_probe').max({ id: 'id' }))[0]!.id);
    await db.transaction(async (trx) => {
      await trx('contract_probe').insert([{ id: top + 10, label: 'restored' }, { id: top + 11, label: 'restored' }]);
      await server.kernel.engine.idsWritten?.(trx);
    });
    expect(await server.kernel.engine.insertId(db, 'contract_probe', { label: 'after restore' })).toBeGreaterThan(top + 11);
  });

  it('shows a committed write to the very next read outside any transaction', async () => {
    for (let i = 0; i < 50; i += 1) {
      const id = await db.transaction(async (trx) => {
        const inserted = await server.kernel.engine.insertId(trx, 'contract_probe', { label: `ryw ${i}` });
        await trx('contract_probe').where({ id: inserted }).update({ n: i });
        return inserted;
      });
      expect(await db('contract_probe').where({ id }).first('n', 'label')).toEqual({ n: i, label: `ryw ${i}` });
      await db('contract_probe').where({ id }).update({ n: i + 1 });
      expect(await db('contract_probe').where({ id }).first('n')).toEqual({ n: i + 1 });
    }
  });

  it('answers a read outside a transaction while another transaction is open, without its uncommitted rows', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const open = db.transaction(async (trx) => {
      await trx('contract_probe').insert({ label: 'uncommitted' });
      inserted();
      await held;
    });
    await written;
    // While the transaction holds its rows (and, on SQLite, the one writer), a plain read answers.
    const uncommitted = async () => Number((await db('contract_probe').where({ label: 'uncommitted' }).count({ n: '*' }))[0]!.n);
    expect(await uncommitted()).toBe(0);
    release();
    await open;
    expect(await uncommitted()).toBe(1);
  });

  it('keeps a counter exact under concurrent read-then-write transactions and reads beside them', async () => {
    const id = await server.kernel.engine.insertId(db, 'contract_probe', { label: 'counter', n: 0 });
    const reads: Promise<unknown>[] = [];
    await Promise.all(Array.from({ length: 40 }, async () => {
      reads.push(db('contract_probe').where({ id }).first('n'));
      await db.transaction(async (trx) => {
        // MariaDB needs the row lock to read the latest count; SQLite has one writer anyway.
        const row = await trx('contract_probe').where({ id }).forUpdate().first('n');
        await trx('contract_probe').where({ id }).update({ n: Number(row.n) + 1 });
      });
    }));
    await Promise.all(reads);
    expect(await db('contract_probe').where({ id }).first('n')).toEqual({ n: 40 });
  });
});
