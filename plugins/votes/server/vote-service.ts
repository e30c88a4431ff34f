import type { Knex } from 'knex';
import { ConflictError, IdGenerator, InputError, NotFoundError, type Clock, type PluginContext, type Privileges, type SessionUser } from '../../../kernel/api.ts';
import type { VotableObject, VotableResolver, VoteStatus } from './api.ts';
import type { VoteResult } from '../schemas/vote.ts';
import type { VotableRegistry } from './votable-registry.ts';
import type { VoteRepository, VoteRow } from './vote-repository.ts';

export type Direction = 1 | -1;

const statusOf = (direction: number | undefined): VoteStatus => (direction === 1 ? 'vote_up' : direction === -1 ? 'vote_down' : '');

const notFound = () => new NotFoundError('error.object.not_found', [{ error_field: 'object_id', error_msg: 'error.object.not_found' }]);
/** A second request of the same member that raced this one changed the row first. */
const raced = () => new ConflictError('base.duplicate_request_error');

/**
 * Casting, switching and cancelling votes. The vote row and the object's counter change in
 * one transaction, and every write is conditional on what was read, so counters stay exact
 * under concurrent requests on every engine.
 */
export class VoteService {
  constructor(
    private readonly db: () => Knex,
    private readonly votes: VoteRepository,
    private readonly registry: VotableRegistry,
    private readonly clock: Clock,
    private readonly events: PluginContext['events'],
    private readonly privileges: Privileges,
  ) {}

  async vote(user: SessionUser, objectId: string, direction: Direction, isCancel: boolean): Promise<VoteResult> {
    const resolver = this.registry.resolverFor(objectId);
    if (!resolver) throw notFound();
    // Checked before the transaction (settings reads); taking a vote back needs no privilege.
    const type = IdGenerator.typeOf(objectId) as 'question' | 'answer' | 'comment';
    if (!isCancel) await this.privileges.check(user, `${type}.${direction === 1 ? 'vote_up' : 'vote_down'}`);
    const current = await this.db().transaction(async (trx) => {
      const object = await resolver.find(trx, objectId);
      if (!object) throw notFound();
      if (object.deleted) throw new InputError('error.object.already_deleted', { err_type: 'toast' });
      if (object.user_id === user.id) throw new InputError('error.object.cannot_vote_for_self', { err_type: 'toast' });
      const existing = await this.votes.find(trx, objectId, user.id);
      const next = isCancel ? (existing?.direction === direction ? 0 : existing?.direction ?? 0) : direction;
      await this.apply(trx, resolver, object, user.id, existing, next);
      return statusOf(next);
    });
    return { ...(await this.votes.totals(objectId)), vote_status: current };
  }

  /**
   * Every vote an account cast taken back, as if it cancelled each (counters and the reputation it
   * gave move back through `vote.cast`), in the caller's transaction. Votes on posts already
   * deleted stay: the delete rolled their reputation back already.
   */
  async withdrawAllOf(userId: string, trx: Knex.Transaction): Promise<void> {
    for (const row of await this.votes.castBy(trx, userId)) {
      const resolver = this.registry.resolverFor(row.object_id);
      const object = await resolver?.find(trx, row.object_id);
      if (!resolver || !object || object.deleted) continue;
      await this.apply(trx, resolver, object, userId, row, 0);
    }
  }

  private async apply(trx: Knex.Transaction, resolver: VotableResolver, object: VotableObject, userId: string, existing: VoteRow | undefined, next: number): Promise<void> {
    const before = existing?.direction ?? 0;
    if (before === next) return;
    const now = this.clock.now();
    if (!existing) {
      await this.votes.insert(trx, { object_id: object.id, object_type: object.type, user_id: Number(userId), object_user_id: Number(object.user_id), direction: next as Direction, created_at: now, updated_at: now });
    } else if (next === 0) {
      await this.votes.remove(trx, existing.id, { direction: existing.direction });
    } else if (!(await this.votes.changeDirection(trx, existing.id, existing.direction, now))) {
      throw raced();
    }
    await resolver.adjustVotes(trx, object, next - before);
    await this.events.emit(
      'vote.cast',
      { objectId: object.id, objectType: object.type, objectUserId: object.user_id, questionId: object.question_id, title: object.title, userId, previous: statusOf(before), current: statusOf(next) },
      trx,
    );
  }

  async statuses(userId: string, objectIds: string[]): Promise<Map<string, 'vote_up' | 'vote_down'>> {
    const rows = await this.votes.directions(userId, objectIds);
    return new Map(rows.map((r) => [r.object_id, Number(r.direction) === 1 ? 'vote_up' : 'vote_down'] as const));
  }
}
