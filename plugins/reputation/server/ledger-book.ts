import type { Knex } from 'knex';
import type { PluginContext } from '../../../kernel/api.ts';
import type { ActivityRepository, ActivityRow } from './activity-repository.ts';
import { appliedPoints, POINTS, type ActivityKind } from './point-table.ts';

export interface Entry {
  kind: ActivityKind;
  userId: string;
  triggerUserId: string;
  objectId: string;
  /** Overrides the point table (an accept of one's own answer is worth 0). */
  nominal?: number;
}

const DAY = 24 * 3600;
const isMember = (id: string) => /^[1-9]\d{0,15}$/.test(id);

/**
 * The changes one action makes to the ledger, inside that action's transaction. Every member it
 * touches is locked first (in id order, so two actions touching the same pair cannot deadlock)
 * and their figure read; a member's first change opens their account with the figure they had
 * (an opening row when it is not 0). Then:
 * a new row applies what the floor and cap allow and records exactly that; cancelling or revoking
 * a row takes back exactly its points, restoring gives them back; so the figure always equals
 * the sum of live rows. `finish` writes the figures and announces the moves after commit.
 */
export class LedgerBook {
  private readonly figures = new Map<string, number>();
  private readonly before = new Map<string, number>();
  /** The post and the member behind each member's change, for the achievement notice. */
  private readonly causes = new Map<string, { objectId: string; triggerUserId: string }>();

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly repo: ActivityRepository,
    private readonly ctx: Pick<PluginContext, 'users' | 'events'>,
    private readonly now: number,
  ) {}

  /** The transaction this book writes in. */
  trxOf(): Knex.Transaction {
    return this.trx;
  }

  async lock(userIds: readonly string[]): Promise<void> {
    const fresh = [...new Set(userIds)].filter((id) => isMember(id) && !this.figures.has(id)).sort((a, b) => Number(a) - Number(b));
    for (const id of fresh) {
      const figure = (await this.repo.lockMember(this.trx, id, this.now)) ?? (await this.open(id));
      if (figure === undefined) continue;
      this.figures.set(id, figure);
      this.before.set(id, figure);
    }
  }

  /**
   * First change of a member: their account opens with the figure the kernel holds (no ledger
   * change can have moved it yet: each would have opened the account first, under the same lock).
   */
  private async open(id: string): Promise<number | undefined> {
    const figure = (await this.ctx.users.cards([id], this.trx)).get(id)?.rank;
    if (figure === undefined) return undefined;
    if (figure !== 0) {
      await this.repo.insert(this.trx, { user_id: Number(id), trigger_user_id: 0, kind: 'reputation.opening', object_id: '0', nominal: figure, points: figure, created_at: this.now });
    }
    await this.repo.setFigure(this.trx, id, figure, this.now);
    return figure;
  }

  /** Writes a new row; answers the points applied (0 for a member who does not exist). */
  async add(entry: Entry): Promise<number> {
    await this.lock([entry.userId]);
    const current = this.figures.get(entry.userId);
    if (current === undefined) return 0;
    const nominal = entry.nominal ?? POINTS[entry.kind];
    const today = nominal > 0 ? await this.repo.cappedSince(this.trx, entry.userId, this.now - (this.now % DAY)) : 0;
    const points = appliedPoints(entry.kind, nominal, current, today);
    this.causes.set(entry.userId, { objectId: entry.objectId, triggerUserId: entry.triggerUserId });
    await this.repo.insert(this.trx, {
      user_id: Number(entry.userId), trigger_user_id: Number(entry.triggerUserId) || 0, kind: entry.kind, object_id: entry.objectId, nominal, points, created_at: this.now,
    });
    this.figures.set(entry.userId, current + points);
    return points;
  }

  /** Undoes a row for good (cancelled vote, acceptance taken back). */
  async cancel(row: ActivityRow): Promise<void> {
    await this.move(row, -this.counted(row));
    await this.repo.mark(this.trx, row.id, { cancelled: 1 }, this.now);
  }

  /** Takes a live row back while its post is deleted. */
  async revoke(row: ActivityRow): Promise<void> {
    if (row.revoked) return;
    await this.move(row, -this.counted(row));
    await this.repo.mark(this.trx, row.id, { revoked: 1 }, this.now);
  }

  /** Gives a revoked row back (its post was recovered). */
  async restore(row: ActivityRow): Promise<void> {
    if (!row.revoked || row.cancelled) return;
    await this.move(row, row.points);
    await this.repo.mark(this.trx, row.id, { revoked: 0 }, this.now);
  }

  /** What a row adds to its member's figure now: its points while live, else nothing. */
  private counted(row: ActivityRow): number {
    return row.cancelled || row.revoked ? 0 : row.points;
  }

  private async move(row: ActivityRow, delta: number): Promise<void> {
    const id = String(row.user_id);
    this.causes.set(id, { objectId: row.object_id, triggerUserId: String(row.trigger_user_id) });
    await this.lock([id]);
    const current = this.figures.get(id);
    if (current !== undefined) this.figures.set(id, current + delta);
  }

  /** Writes every changed figure and emits `reputation.changed` (delivered after commit). */
  async finish(): Promise<void> {
    for (const [id, figure] of this.figures) {
      const delta = figure - this.before.get(id)!;
      if (delta === 0) continue;
      await this.repo.setFigure(this.trx, id, figure, this.now);
      await this.ctx.users.setRank(this.trx, id, figure);
      const cause = this.causes.get(id);
      await this.ctx.events.emit('reputation.changed', { userId: id, reputation: figure, delta, objectId: cause?.objectId ?? '0', triggerUserId: cause?.triggerUserId ?? '0' }, this.trx);
    }
  }
}
