import type { Knex } from 'knex';
import type { Clock, PluginContext } from '../../../kernel/api.ts';
import type { VoteCast } from '../../votes/server/api.ts';
import type { Credit, ReputationLedger } from './api.ts';
import type { ActivityRepository } from './activity-repository.ts';
import { LedgerBook } from './ledger-book.ts';
import { POINTS, type ActivityKind } from './point-table.ts';

const ACCEPT_KINDS: readonly ActivityKind[] = ['answer.accepted', 'answer.accept'];
const known = (kind: string): kind is ActivityKind => kind in POINTS;

/**
 * Turns what happened (a vote, an acceptance, a deletion, an activation, a credit) into ledger
 * changes, always inside the transaction of the action that caused it, so the action and its
 * reputation commit or roll back together.
 */
export class ReputationLedgerService implements ReputationLedger {
  constructor(
    private readonly db: () => Knex,
    private readonly repo: ActivityRepository,
    private readonly ctx: Pick<PluginContext, 'users' | 'events'>,
    private readonly clock: Clock,
  ) {}

  /** Runs `work` on a book in `trx` (or a transaction of its own when the emitter gave none). */
  private async within(trx: Knex.Transaction | undefined, work: (book: LedgerBook) => Promise<void>): Promise<void> {
    const run = async (t: Knex.Transaction) => {
      const book = new LedgerBook(t, this.repo, this.ctx, this.clock.now());
      await work(book);
      await book.finish();
    };
    if (trx) await run(trx);
    else await this.db().transaction(run);
  }

  /** A member voted, switched or cancelled: the old direction's rows go, the new one's come. */
  async voteCast(vote: VoteCast, trx?: Knex.Transaction): Promise<void> {
    await this.within(trx, async (book) => {
      await book.lock([vote.objectUserId, vote.userId]);
      const sides = (status: 'vote_up' | 'vote_down') => {
        const dir = status === 'vote_up' ? 'up' : 'down';
        return [
          { kind: `${vote.objectType}.voted_${dir}`, userId: vote.objectUserId },
          { kind: `${vote.objectType}.vote_${dir}`, userId: vote.userId },
        ].filter((s): s is { kind: ActivityKind; userId: string } => known(s.kind));
      };
      if (vote.previous) {
        const previous = sides(vote.previous);
        // Both sides' rows in one read; the newest open row of each side is the one to cancel.
        const open = await this.repo.openOf(await book.reader(), { kinds: previous.map((s) => s.kind), trigger_user_id: Number(vote.userId), object_id: vote.objectId });
        for (const side of previous) {
          const row = open.find((r) => r.kind === side.kind && String(r.user_id) === side.userId);
          if (row) await book.cancel(row);
        }
      }
      if (vote.current) {
        const about = vote.objectType !== 'comment' && vote.questionId && vote.title !== undefined ? { type: vote.objectType, questionId: vote.questionId, title: vote.title } : undefined;
        for (const side of sides(vote.current)) await book.add({ ...side, triggerUserId: vote.userId, objectId: vote.objectId, about });
      }
    });
  }

  /** The asker accepted an answer (+15 answerer, +2 asker; 0 both on their own) or took it back. */
  async answerAccepted(e: { answerId: string; userId: string; authorId: string; accepted: boolean }, trx?: Knex.Transaction): Promise<void> {
    await this.within(trx, async (book) => {
      await book.lock([e.authorId, e.userId]);
      if (!e.accepted) {
        for (const row of await this.repo.openAbout(await book.reader(), e.answerId)) if (ACCEPT_KINDS.includes(row.kind)) await book.cancel(row);
        return;
      }
      const own = e.authorId === e.userId;
      await book.add({ kind: 'answer.accepted', userId: e.authorId, triggerUserId: e.userId, objectId: e.answerId, nominal: own ? 0 : undefined });
      await book.add({ kind: 'answer.accept', userId: e.userId, triggerUserId: e.userId, objectId: e.answerId, nominal: own ? 0 : undefined });
    });
  }

  /**
   * A post was deleted: what it earned and cost is taken back until it is recovered. An answer's
   * acceptance is cancelled for good instead, since deleting the answer also ends its acceptance.
   */
  async postDeleted(objectId: string, trx?: Knex.Transaction): Promise<void> {
    await this.within(trx, async (book) => {
      const rows = await this.repo.openAbout(await book.reader(), objectId, 0);
      await book.lock(rows.map((r) => String(r.user_id)));
      for (const row of rows) await (ACCEPT_KINDS.includes(row.kind) ? book.cancel(row) : book.revoke(row));
    });
  }

  async postRecovered(objectId: string, trx?: Knex.Transaction): Promise<void> {
    await this.within(trx, async (book) => {
      const rows = await this.repo.openAbout(await book.reader(), objectId, 1);
      await book.lock(rows.map((r) => String(r.user_id)));
      for (const row of rows) await book.restore(row);
    });
  }

  /** +1 the first time a member's e-mail is verified. */
  async userActivated(userId: string, trx?: Knex.Transaction): Promise<void> {
    await this.within(trx, async (book) => {
      await book.lock([userId]);
      if (await this.repo.hasLive(await book.reader(), userId, 'user.activated')) return;
      await book.add({ kind: 'user.activated', userId, triggerUserId: userId, objectId: '0' });
    });
  }

  async credit(trx: Knex.Transaction, credit: Credit): Promise<number> {
    let applied = 0;
    await this.within(trx, async (book) => {
      applied = await book.add({ kind: credit.kind, userId: credit.userId, triggerUserId: credit.triggerUserId ?? '0', objectId: credit.objectId });
    });
    return applied;
  }
}
