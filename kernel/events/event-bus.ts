import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { EventJournal, LEASE_MS, type JournalEntry } from './event-journal.ts';

/**
 * Domain events. Feature plugins declare their event payloads by augmenting this interface
 * from their `api.ts`, e.g. `declare module '…/kernel/api.ts' { interface DomainEvents { 'question.created': {…} } }`.
 */
export interface DomainEvents {
  'user.registered': { userId: string };
  'user.activated': { userId: string };
  'user.status_changed': { userId: string; status: string };
}

export type EventName = keyof DomainEvents & string;
type Name = EventName;
export type EventHandler<N extends Name> = (payload: DomainEvents[N], trx?: Knex.Transaction) => void | Promise<void>;

/** What a durable handler does its work with: `settle` inside the transaction that does it. */
export interface DurableWork {
  /**
   * Marks the work done inside `trx`, the transaction that writes its effects: true when it
   * was still owed (write them), false when another run did it already (write nothing). Call
   * it once, first in the transaction: until `trx` commits, a second run waits for it.
   */
  settle(trx: Knex.Transaction): Promise<boolean>;
}

/**
 * Runs after the emitting transaction commits, and again, by another process or the next to
 * start, when the process running it died or it threw. It does its work in one transaction
 * that calls `work.settle` first, so the work is done once however often it runs. Resolving
 * without settling means there was nothing to do.
 */
export type DurableHandler<N extends Name> = (payload: DomainEvents[N], work: DurableWork) => Promise<void>;

export interface DurableOptions<N extends Name> {
  /** Whether an event is work for the handler at all; nothing is journaled for one that is not. */
  when?(payload: DomainEvents[N]): boolean;
  /**
   * The part of the payload the handler needs again if it runs later, journaled as JSON
   * (default: all of it). The first run gets the whole payload, a later run this part.
   */
  keep?(payload: DomainEvents[N]): DomainEvents[N];
}

/** A durable run as its handler holds it: settled through the journal row it was noted as (none without a database). */
class JournalRun implements DurableWork {
  settled = false;

  constructor(readonly journal: EventJournal, readonly id: string | undefined) {}

  async settle(trx: Knex.Transaction): Promise<boolean> {
    this.settled = true;
    return this.id === undefined || this.journal.settle(trx, this.id);
  }
}

/** `settleTogether` found some of its runs done by another run: the transaction must roll back. */
export class SettledElsewhere extends Error {
  constructor() {
    super('a durable run was settled by another run meanwhile');
  }
}

/**
 * Settles several durable runs first in `trx`, as `settle` does each, with one statement for all
 * of them (a writer that gathers many events' work, the notices, deletes one row each otherwise).
 * Answers, in order, whether each was still owed: all are, or it throws SettledElsewhere, since
 * one statement cannot say which another run did; `trx` then rolls back, deletes and all, and
 * the caller settles each alone in a transaction of its own.
 */
export async function settleTogether(trx: Knex.Transaction, works: readonly DurableWork[]): Promise<boolean[]> {
  const runs = works.filter((w): w is JournalRun => w instanceof JournalRun && w.id !== undefined);
  if (runs.length < 2 || runs.length !== works.length) {
    const owed: boolean[] = [];
    for (const work of works) owed.push(await work.settle(trx));
    return owed;
  }
  for (const run of runs) run.settled = true;
  if ((await runs[0]!.journal.settleAll(trx, runs.map((r) => r.id!))) !== runs.length) throw new SettledElsewhere();
  return runs.map(() => true);
}

interface Subscription {
  owner: string;
  mode: 'sync' | 'after-commit';
  handler: EventHandler<Name>;
}

interface DurableSubscription {
  owner: string;
  handler: DurableHandler<Name>;
  options: DurableOptions<Name>;
}

/** The events API a plugin sees: handlers are tagged with the plugin that registered them. */
export interface PluginEvents {
  on<N extends EventName>(name: N, handler: EventHandler<N>, mode?: 'sync' | 'after-commit'): void;
  /** An after-commit handler whose runs outlive the process (journaled in the emitting transaction); one per plugin and event. */
  durable<N extends EventName>(name: N, handler: DurableHandler<N>, options?: DurableOptions<N>): void;
  emit<N extends EventName>(name: N, payload: DomainEvents[N], trx?: Knex.Transaction): Promise<void>;
}

/** How many owed runs one step of a sweep reads and takes up at once. */
const SWEEP_BATCH = 100;
/** A run that failed this often is given up (logged): a row that always fails would otherwise be tried forever. */
export const MAX_ATTEMPTS = 10;

/**
 * Sync handlers run inside the emitter's transaction (a failure rolls the change back);
 * after-commit handlers run once it has committed, and their failures are only logged.
 * Durable handlers run after the commit too, but their runs are journaled in the emitter's
 * transaction, so none is lost to a process that dies before or while running it (`sweep`).
 * Handlers of a disabled plugin are skipped.
 */
export class EventBus {
  private readonly subscriptions = new Map<string, Subscription[]>();
  private readonly durables = new Map<string, DurableSubscription[]>();
  /** Told once any event's change has committed, whoever handles it (the request decorator). */
  private readonly committed: (() => Promise<void>)[] = [];
  private readonly journal: EventJournal;

  constructor(
    private readonly logger: Logger,
    private readonly isActive: (owner: string) => boolean,
    /** The site database, undefined before install. */
    db: () => Knex | undefined = () => undefined,
  ) {
    this.journal = new EventJournal(db);
  }

  on<N extends Name>(owner: string, name: N, handler: EventHandler<N>, mode: Subscription['mode'] = 'after-commit'): void {
    const list = this.subscriptions.get(name) ?? [];
    list.push({ owner, mode, handler: handler as EventHandler<Name> });
    this.subscriptions.set(name, list);
  }

  durable<N extends Name>(owner: string, name: N, handler: DurableHandler<N>, options: DurableOptions<N> = {}): void {
    const list = this.durables.get(name) ?? [];
    // A replay finds its handler by plugin and event.
    if (list.some((s) => s.owner === owner)) throw new Error(`plugin "${owner}" has a durable handler of "${name}" already`);
    list.push({ owner, handler: handler as DurableHandler<Name>, options: options as DurableOptions<Name> });
    this.durables.set(name, list);
  }

  /** Drops the handlers of a plugin removed from the site. */
  forgetOwner(owner: string): void {
    for (const map of [this.subscriptions, this.durables] as Map<string, { owner: string }[]>[]) {
      for (const [name, list] of map) map.set(name, list.filter((s) => s.owner !== owner));
    }
  }

  /** Runs `listener` after the commit of every event (kernel use: content caches). */
  onAnyCommitted(listener: () => Promise<void>): void {
    this.committed.push(listener);
  }

  /** Emits within `trx` when given: sync handlers now, durable runs journaled now, after-commit and durable handlers when it commits. */
  async emit<N extends Name>(name: N, payload: DomainEvents[N], trx?: Knex.Transaction): Promise<void> {
    const list = (this.subscriptions.get(name) ?? []).filter((s) => this.isActive(s.owner));
    for (const s of list.filter((s) => s.mode === 'sync')) await s.handler(payload, trx);
    const durable = (this.durables.get(name) ?? []).filter((s) => this.isActive(s.owner) && (s.options.when?.(payload) ?? true));
    const ids = durable.length && this.journal.ready
      ? await this.journal.note(trx && !trx.isCompleted() ? trx : undefined, durable.map((s) => ({ owner: s.owner, event: name, payload: JSON.stringify(s.options.keep?.(payload) ?? payload) })))
      : [];
    const later = [...list.filter((s) => s.mode === 'after-commit'), ...this.committed.map((handler) => ({ owner: 'kernel', handler }))];
    if (later.length === 0 && durable.length === 0) return;
    const run = () => {
      durable.forEach((s, i) => void this.runDurable(s, name, payload, ids[i]));
      for (const s of later) {
        Promise.resolve()
          .then(() => s.handler(payload))
          .catch((err) => this.logger.error({ err, event: name, owner: s.owner }, 'event handler failed'));
      }
    };
    if (trx && !trx.isCompleted()) {
      trx.executionPromise.then(run, () => undefined);
    } else run();
  }

  /**
   * Runs what durable handlers owe and no process is running: those whose lease lapses before
   * `before`. By default every run noted or taken up before now, as a process starting does (a
   * run a live process noted a moment ago may then run twice, and is done once; one another
   * sweep takes up meanwhile is left to it); a serving process's sweep passes now: runs whose
   * process died, or that failed. Answers how many it took up.
   */
  async sweep(before = Date.now() + LEASE_MS): Promise<number> {
    if (!this.journal.ready) return 0;
    const owners = [...new Set([...this.durables.values()].flat().map((s) => s.owner))].filter((owner) => this.isActive(owner));
    let taken = 0;
    for (let after = ''; ;) {
      const rows = await this.journal.owed(owners, after, SWEEP_BATCH, before);
      if (rows.length === 0) return taken;
      after = rows.at(-1)!.id;
      const claimed = (await Promise.all(rows.map(async (row) => ((await this.journal.claim(row)) ? row : undefined)))).filter((r) => r !== undefined);
      taken += claimed.length;
      await Promise.all(claimed.map((row) => this.replay(row)));
      if (rows.length < SWEEP_BATCH) return taken;
    }
  }

  /** One owed run taken up by a sweep, unless it failed too often. */
  private async replay(row: JournalEntry): Promise<void> {
    const subscription = this.durables.get(row.event)?.find((s) => s.owner === row.owner);
    if (!subscription) return;
    if (row.attempts >= MAX_ATTEMPTS) {
      this.logger.error({ event: row.event, owner: row.owner, journal_id: row.id, attempts: row.attempts }, 'durable event handler given up');
      await this.journal.drop(row.id);
      return;
    }
    await this.runDurable(subscription, row.event as Name, JSON.parse(row.payload) as DomainEvents[Name], row.id, true);
  }

  /**
   * One run of a durable handler. Without a journal row (no database) it still runs, as an
   * after-commit handler would. A failure leaves the row for a sweep, counted once per run.
   */
  private async runDurable(s: DurableSubscription, event: Name, payload: DomainEvents[Name], id: string | undefined, replayed = false): Promise<void> {
    const work = new JournalRun(this.journal, id);
    try {
      await s.handler(payload, work);
      if (!work.settled && id !== undefined) await this.journal.drop(id);
    } catch (err) {
      this.logger.error({ err, event, owner: s.owner, journal_id: id }, 'durable event handler failed; it runs again later');
      if (id !== undefined && !replayed) await this.journal.failed(id).catch((e: unknown) => this.logger.error({ err: e, journal_id: id }, 'event journal: a failure could not be counted'));
    }
  }
}
