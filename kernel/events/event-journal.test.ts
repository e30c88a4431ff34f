import type { Knex } from 'knex';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scratchDatabase, testEngines } from '../../tests/support/test-server.ts';
import { up } from '../db/migrations/005_event_journal.ts';
import { EventBus, SettledElsewhere, settleTogether, type DurableWork } from './event-bus.ts';
import { LEASE_MS } from './event-journal.ts';

/**
 * Durable event handlers on each engine: a run is owed exactly when the emitting transaction
 * commits, and done once however many runs (a process's own, a replay by a sweep, two sweeps of
 * two processes at once) reach it. Each bus here stands for one process of the site.
 */
describe.each(testEngines())('durable event handlers on %s', (engine) => {
  let db: Knex;
  let drop: () => Promise<void>;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    ({ db, drop } = await scratchDatabase(engine));
    await up(db);
    await db.schema.createTable('told', (t) => {
      t.increments('id');
      t.string('user_id', 20).notNullable();
    });
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await db('told').delete();
    await db('event_journal').delete();
  });

  /** A process whose handler of `user.registered` writes a `told` row with its settling, after `gate` when given. */
  const serving = (options: { failing?: () => boolean; gate?: Promise<void> } = {}) => {
    const bus = new EventBus(logger, () => true, () => db);
    const runs: string[] = [];
    const finished: string[] = [];
    bus.durable('test', 'user.registered', async (e, work: DurableWork) => {
      runs.push(e.userId);
      if (options.failing?.()) throw new Error('the work cannot be written now');
      await options.gate;
      await db.transaction(async (trx) => {
        if (await work.settle(trx)) await trx('told').insert({ user_id: e.userId });
      });
      finished.push(e.userId);
    }, { when: (e) => e.userId !== 'nobody' });
    return { bus, runs, finished };
  };
  const told = async () => (await db('told').orderBy('user_id').select('user_id')).map((r) => r.user_id as string);
  const owed = async () => Number(((await db('event_journal').count({ n: '*' })) as { n: number | string }[])[0]!.n);
  const emit = (bus: EventBus, userId: string) => db.transaction((trx) => bus.emit('user.registered', { userId }, trx));
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 500 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
    expect(await check()).toBe(true);
  };
  /** A time past every lease noted or taken now: a sweep then finds them lapsed. */
  const lapsed = () => Date.now() + LEASE_MS + 1000;

  it('settles runs gathered together in one statement, and refuses when another run did one of them', async () => {
    const bus = new EventBus(logger, () => true, () => db);
    const works: DurableWork[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The handler holds its run until the test has settled it (returning unsettled would drop the row).
    bus.durable('test', 'user.registered', async (_e, work) => {
      works.push(work);
      await gate;
    });
    for (const userId of ['1', '2', '3', '4']) await emit(bus, userId);
    await until(async () => works.length === 4);

    const deletes: string[] = [];
    const note = (q: { sql: string }) => {
      if (/^delete/i.test(q.sql)) deletes.push(q.sql);
    };
    db.on('query', note);
    try {
      expect(await db.transaction((trx) => settleTogether(trx, works.slice(0, 2)))).toEqual([true, true]);
    } finally {
      db.off('query', note);
    }
    expect(deletes).toHaveLength(1);
    expect(await owed()).toBe(2);

    // The fourth is settled alone first: together with the third, nothing is settled, and the third stays owed.
    expect(await db.transaction((trx) => works[3]!.settle(trx))).toBe(true);
    await expect(db.transaction((trx) => settleTogether(trx, works.slice(2)))).rejects.toBeInstanceOf(SettledElsewhere);
    expect(await owed()).toBe(1);
    expect(await db.transaction(async (trx) => [await works[2]!.settle(trx), await works[3]!.settle(trx)])).toEqual([true, false]);
    expect(await owed()).toBe(0);
    release();
  });

  it('owes a run exactly when the emitting transaction commits, and runs it once after the commit', async () => {
    const { bus } = serving();
    await expect(db.transaction(async (trx) => {
      await bus.emit('user.registered', { userId: 'rolled-back' }, trx);
      expect(await trx('event_journal').select('id')).toHaveLength(1);
      throw new Error('the action fails');
    })).rejects.toThrow('the action fails');
    await emit(bus, 'committed');
    await emit(bus, 'nobody');
    await until(async () => (await told()).length === 1 && (await owed()) === 0);
    expect(await told()).toEqual(['committed']);
    expect(await bus.sweep(lapsed())).toBe(0);
  });

  it('leaves a failed run owed, counted, and a sweep of another process runs it once', async () => {
    let failing = true;
    const first = serving({ failing: () => failing });
    await emit(first.bus, 'owed');
    await until(async () => Number((await db('event_journal').first('attempts'))?.attempts) === 1);
    expect(await told()).toEqual([]);
    // Its lease still runs: a sweep of lapsed runs leaves it to the process that noted it.
    const second = serving();
    expect(await second.bus.sweep(Date.now())).toBe(0);
    failing = false;
    expect(await second.bus.sweep(lapsed())).toBe(1);
    expect(await told()).toEqual(['owed']);
    expect(await owed()).toBe(0);
  });

  it('takes each owed run up in one of two processes sweeping at once, and does its work once', async () => {
    let failing = true;
    const dying = serving({ failing: () => failing });
    const users = Array.from({ length: 30 }, (_, i) => `user-${String(i).padStart(2, '0')}`);
    for (const userId of users) await emit(dying.bus, userId);
    await until(async () => Number((await db('event_journal').where('attempts', '>', 0).count({ n: '*' }))[0]!.n) === users.length);
    failing = false;
    const [a, b] = [serving(), serving()];
    // Both start at once: each takes every owed run up (a start does not wait for leases).
    const [takenByA, takenByB] = await Promise.all([a.bus.sweep(), b.bus.sweep()]);
    expect(takenByA + takenByB).toBe(users.length);
    expect(a.runs.length + b.runs.length).toBe(users.length);
    expect(await told()).toEqual(users);
    expect(await owed()).toBe(0);
  });

  it('does the work once when a live run and a replay reach it together: the later settle finds it done', async () => {
    let open!: () => void;
    const live = serving({ gate: new Promise<void>((resolve) => (open = resolve)) });
    await emit(live.bus, 'raced');
    await until(async () => live.runs.length === 1);
    // Another process starts while the live run waits before its transaction, and replays the run.
    // It starts a millisecond after the emit at least: leases are in whole milliseconds, and a
    // sweep counts runs noted before its own start (in the same millisecond, none: a flake in CI).
    const starting = serving();
    expect(await starting.bus.sweep(Date.now() + LEASE_MS + 1)).toBe(1);
    expect(await told()).toEqual(['raced']);
    open();
    await until(async () => live.finished.length === 1);
    // The live run found it settled and wrote nothing; nothing stays owed.
    expect(await told()).toEqual(['raced']);
    expect(await owed()).toBe(0);
  });

  it('journals the part of a payload the handler keeps, and a replay gets that part', async () => {
    const bus = new EventBus(logger, () => true, () => db);
    const replayed: unknown[] = [];
    let failing = true;
    bus.durable('test', 'user.status_changed', async (e) => {
      if (failing) throw new Error('not now');
      replayed.push(e);
    }, { keep: ({ userId }) => ({ userId, status: '' }) });
    await db.transaction((trx) => bus.emit('user.status_changed', { userId: '7', status: 'suspended' }, trx));
    await until(async () => Number((await db('event_journal').first('attempts'))?.attempts) === 1);
    expect(JSON.parse((await db('event_journal').first('payload')).payload)).toEqual({ userId: '7', status: '' });
    failing = false;
    expect(await bus.sweep(lapsed())).toBe(1);
    expect(replayed).toEqual([{ userId: '7', status: '' }]);
    // It resolved without settling: nothing to do, and nothing owed.
    expect(await owed()).toBe(0);
  });
});
