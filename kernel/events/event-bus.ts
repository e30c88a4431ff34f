import type { Knex } from 'knex';
import type { Logger } from 'pino';

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

interface Subscription {
  owner: string;
  mode: 'sync' | 'after-commit';
  handler: EventHandler<Name>;
}

/** The events API a plugin sees: handlers are tagged with the plugin that registered them. */
export interface PluginEvents {
  on<N extends EventName>(name: N, handler: EventHandler<N>, mode?: 'sync' | 'after-commit'): void;
  emit<N extends EventName>(name: N, payload: DomainEvents[N], trx?: Knex.Transaction): Promise<void>;
}

/**
 * Sync handlers run inside the emitter's transaction (a failure rolls the change back);
 * after-commit handlers run once it has committed, and their failures are only logged.
 * Handlers of a disabled plugin are skipped.
 */
export class EventBus {
  private readonly subscriptions = new Map<string, Subscription[]>();
  /** Told once any event's change has committed, whoever handles it (the visitor cache). */
  private readonly committed: (() => Promise<void>)[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly isActive: (owner: string) => boolean,
  ) {}

  on<N extends Name>(owner: string, name: N, handler: EventHandler<N>, mode: Subscription['mode'] = 'after-commit'): void {
    const list = this.subscriptions.get(name) ?? [];
    list.push({ owner, mode, handler: handler as EventHandler<Name> });
    this.subscriptions.set(name, list);
  }

  /** Runs `listener` after the commit of every event (kernel use: content caches). */
  onAnyCommitted(listener: () => Promise<void>): void {
    this.committed.push(listener);
  }

  /** Emits within `trx` when given: sync handlers now, after-commit ones when it commits. */
  async emit<N extends Name>(name: N, payload: DomainEvents[N], trx?: Knex.Transaction): Promise<void> {
    const list = (this.subscriptions.get(name) ?? []).filter((s) => this.isActive(s.owner));
    for (const s of list.filter((s) => s.mode === 'sync')) await s.handler(payload, trx);
    const later = [...list.filter((s) => s.mode === 'after-commit'), ...this.committed.map((handler) => ({ owner: 'kernel', handler }))];
    if (later.length === 0) return;
    const run = () => {
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
}
