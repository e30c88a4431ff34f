import type { Knex } from 'knex';
import { KeptCopy, type Clock } from '../../../kernel/api.ts';
import {
  NOTIFICATION_DEFAULTS, NOTIFICATION_SOURCES, type NotificationConfig, type NotificationConfigBody, type NotificationSource,
} from '../schemas/notification-config.ts';
import type { NotificationPreferences } from './api.ts';

const TABLE = 'user_notification_config';

type Subscribable = Exclude<NotificationSource, 'inbox'>;
const SUBSCRIBABLE = NOTIFICATION_SOURCES.filter((s): s is Subscribable => s !== 'inbox');

/** Stores members' notification choices and answers for them (the notifications plugin reads them through the point). */
export class NotificationConfigService implements NotificationPreferences {
  /**
   * Who is mailed every new question, by source: every question asked reads it, and it moves
   * only when a member changes a choice (forgotten then, here and through `changed` elsewhere).
   */
  private readonly subscribed = new Map(SUBSCRIBABLE.map((source) => [source, new KeptCopy(() => this.readSubscribers(source))]));

  constructor(
    private readonly db: () => Knex,
    private readonly clock: Clock,
    /** Tells the other processes a member's choices changed (they forget their copies). */
    private readonly changed: () => Promise<void>,
  ) {}

  async get(userId: string): Promise<NotificationConfig> {
    const rows: { source: string; enabled: unknown }[] = await this.db()(TABLE).where({ user_id: Number(userId) }).select('source', 'enabled');
    const chosen = new Map(rows.map((r) => [r.source, Boolean(r.enabled)]));
    const entry = (source: NotificationSource) => ({ enable: chosen.get(source) ?? NOTIFICATION_DEFAULTS[source], key: 'email' as const });
    return { inbox: entry('inbox'), all_new_question: entry('all_new_question'), all_new_question_for_following_tags: entry('all_new_question_for_following_tags') };
  }

  /** Sources left out of the body keep their setting. */
  async put(userId: string, body: NotificationConfigBody): Promise<void> {
    const now = this.clock.now();
    const rows = NOTIFICATION_SOURCES.filter((s) => body[s]).map((source) => ({ user_id: Number(userId), source, enabled: body[source]!.enable, updated_at: now }));
    if (rows.length === 0) return;
    await this.db()(TABLE).insert(rows).onConflict(['user_id', 'source']).merge(['enabled', 'updated_at']);
    this.forget();
    await this.changed();
  }

  /** Forget the copies of who is mailed every new question: a choice changed. */
  forget(): void {
    for (const copy of this.subscribed.values()) copy.forget();
  }

  async set(userId: string, sources: readonly NotificationSource[], enable: boolean): Promise<void> {
    await this.put(userId, Object.fromEntries(sources.map((source) => [source, { enable, key: 'email' as const }])));
  }

  async wants(userIds: readonly string[], source: NotificationSource): Promise<Map<string, boolean>> {
    const ids = [...new Set(userIds)].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    const found = new Map<string, boolean>(ids.map((id) => [String(id), NOTIFICATION_DEFAULTS[source]]));
    if (ids.length === 0) return found;
    const rows: { user_id: unknown; enabled: unknown }[] = await this.db()(TABLE).where({ source }).whereIn('user_id', ids).select('user_id', 'enabled');
    for (const r of rows) found.set(String(r.user_id), Boolean(r.enabled));
    return found;
  }

  subscribers(source: Subscribable): Promise<string[]> {
    return this.subscribed.get(source)!.get();
  }

  private async readSubscribers(source: Subscribable): Promise<string[]> {
    const rows: { user_id: unknown }[] = await this.db()(TABLE).where({ source, enabled: true }).orderBy('user_id').select('user_id');
    return rows.map((r) => String(r.user_id));
  }
}
