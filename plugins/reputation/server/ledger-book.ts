import type { Knex } from 'knex';
import type { PluginContext } from '../../../kernel/api.ts';
import type { PostAbout } from './api.ts';
import type { ActivityRepository, ActivityRow, NewActivity } from './activity-repository.ts';
import { appliedPoints, CAP_EXEMPT, POINTS, type ActivityKind } from './point-table.ts';

export interface Entry {
  kind: ActivityKind;
  userId: string;
  triggerUserId: string;
  objectId: string;
  /** Overrides the point table (an accept of one's own answer is worth 0). */
  nominal?: number;
  /** The post `objectId` names, when the cause carried it (passed on to `reputation.changed`). */
  about?: PostAbout;
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
 *
 * A vote touches two members and writes a row for each: the members are locked in one read, the
 * new rows wait in `pending` and go in one insert, and the figures in one update (a vote was 7–8
 * ledger statements, 13–16 on the members' first change; now 4–5, 6–7). Pending rows are written
 * before anything reads the activity table ({@link reader}), so no read misses one.
 */
export class LedgerBook {
  private readonly figures = new Map<string, number>();
  private readonly before = new Map<string, number>();
  /** Members whose account this book opened: their figure is written at `finish` even if it did not move. */
  private readonly opened = new Set<string>();
  /**
   * What this book's capped rows give each member it opened: such a member had no rows before
   * this book, so this is their day's sum without reading it. The read would also be a locking
   * range read that, on MariaDB, locks the first row past the member's, which for a new member's
   * neighbour in the index is often an opening row another transaction has not committed yet:
   * two first changes of neighbours then wait on each other (a deadlock).
   */
  private readonly openedCapped = new Map<string, number>();
  /** New rows not written yet. */
  private pending: NewActivity[] = [];
  /** The post and the member behind each member's change, for the achievement notice. */
  private readonly causes = new Map<string, { objectId: string; triggerUserId: string; about?: PostAbout }>();

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly repo: ActivityRepository,
    private readonly ctx: Pick<PluginContext, 'users' | 'events'>,
    private readonly now: number,
  ) {}

  /** The transaction this book writes in, once the rows waiting in it are written: for reads of the activity table. */
  async reader(): Promise<Knex.Transaction> {
    await this.flush();
    return this.trx;
  }

  private async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    await this.repo.insert(this.trx, rows);
  }

  async lock(userIds: readonly string[]): Promise<void> {
    const fresh = [...new Set(userIds)].filter((id) => isMember(id) && !this.figures.has(id)).sort((a, b) => Number(a) - Number(b));
    if (fresh.length === 0) return;
    const figures = await this.repo.lockMembers(this.trx, fresh, this.now);
    const unopened = fresh.filter((id) => figures.get(id) === null);
    const opening = unopened.length > 0 ? await this.ctx.users.cards(unopened, this.trx) : new Map<string, { rank: number }>();
    for (const id of fresh) {
      const figure = figures.get(id) ?? this.open(id, opening.get(id)?.rank);
      if (figure === undefined) continue;
      this.figures.set(id, figure);
      this.before.set(id, figure);
    }
  }

  /**
   * First change of a member: their account opens with the figure the kernel holds (no ledger
   * change can have moved it yet: each would have opened the account first, under the same lock).
   * Undefined for an id that is no member.
   */
  private open(id: string, figure: number | undefined): number | undefined {
    if (figure === undefined) return undefined;
    if (figure !== 0) this.pending.push({ user_id: Number(id), trigger_user_id: 0, kind: 'reputation.opening', object_id: '0', nominal: figure, points: figure, created_at: this.now });
    this.opened.add(id);
    return figure;
  }

  /** Writes a new row; answers the points applied (0 for a member who does not exist). */
  async add(entry: Entry): Promise<number> {
    await this.lock([entry.userId]);
    const current = this.figures.get(entry.userId);
    if (current === undefined) return 0;
    const nominal = entry.nominal ?? POINTS[entry.kind];
    // Only a capped gain needs the day's sum (appliedPoints ignores it otherwise).
    const capped = !CAP_EXEMPT.has(entry.kind);
    const today = nominal > 0 && capped ? await this.cappedToday(entry.userId) : 0;
    const points = appliedPoints(entry.kind, nominal, current, today);
    if (capped && this.opened.has(entry.userId)) this.openedCapped.set(entry.userId, (this.openedCapped.get(entry.userId) ?? 0) + points);
    this.causes.set(entry.userId, { objectId: entry.objectId, triggerUserId: entry.triggerUserId, about: entry.about });
    this.pending.push({
      user_id: Number(entry.userId), trigger_user_id: Number(entry.triggerUserId) || 0, kind: entry.kind, object_id: entry.objectId, nominal, points, created_at: this.now,
    });
    this.figures.set(entry.userId, current + points);
    return points;
  }

  /** What the member's capped rows since the start of today add up to (the daily cap's measure). */
  private async cappedToday(userId: string): Promise<number> {
    if (this.opened.has(userId)) return this.openedCapped.get(userId) ?? 0;
    return this.repo.cappedSince(await this.reader(), userId, this.now - (this.now % DAY));
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

  /** Writes the new rows and every changed figure, and emits `reputation.changed` (delivered after commit). */
  async finish(): Promise<void> {
    await this.flush();
    const moved = [...this.figures].filter(([id, figure]) => figure !== this.before.get(id));
    // accounts opened in this book get their figure written even when it did not move
    await this.repo.setFigures(this.trx, new Map([...this.figures].filter(([id]) => this.opened.has(id)).concat(moved)), this.now);
    for (const [id, figure] of moved) {
      const delta = figure - this.before.get(id)!;
      await this.ctx.users.setRank(this.trx, id, figure);
      const cause = this.causes.get(id);
      await this.ctx.events.emit('reputation.changed', { userId: id, reputation: figure, delta, objectId: cause?.objectId ?? '0', triggerUserId: cause?.triggerUserId ?? '0', about: cause?.about }, this.trx);
    }
  }
}
