import type { Knex } from 'knex';
import { ConflictError, ForbiddenError, InputError, isStaff, type Clock, type PluginContext, type SessionUser } from '../../../kernel/api.ts';
import type { ContentHistory, ContentVersion, VersionAuthor, VersionedType } from '../../tags/server/api.ts';
import type { EditGate } from './api.ts';
import { RevisionRepository, RevisionStatus } from './revision-repository.ts';

/** The timeline's word for a first version, by kind (SPEC §3 activity types). */
const CREATED: Record<VersionedType, string> = { question: 'asked', answer: 'answered', tag: 'created' };

/**
 * `ContentHistory` for questions, answers and tags: the edit rule (a review gate when the
 * review plugin is on, else authors and staff), applied versions and suggestions.
 */
export class RevisionHistory implements ContentHistory {
  readonly repo: RevisionRepository;

  constructor(
    private readonly ctx: Pick<PluginContext, 'db' | 'events' | 'storage'>,
    private readonly clock: Clock,
    private readonly gate: () => EditGate | undefined,
  ) {
    this.repo = new RevisionRepository(ctx.storage);
  }

  async admit(user: SessionUser, target: { objectId: string; objectType: VersionedType; authorId: string }): Promise<'apply' | 'review'> {
    if (await this.repo.pendingOf(this.ctx.db, target.objectId)) throw new InputError('error.revision.review_underway', { err_type: 'toast' });
    const gate = this.gate();
    if (gate) return gate.route(user, target);
    if (isStaff(user)) return 'apply';
    if (target.objectType !== 'tag' && target.authorId === user.id) return 'apply';
    throw new ForbiddenError(target.objectType === 'tag' ? 'error.rank.fail_to_meet_the_condition' : `error.${target.objectType}.no_permission`);
  }

  async record(trx: Knex.Transaction, version: ContentVersion, by: VersionAuthor): Promise<void> {
    const now = this.clock.now();
    if (by.revisionId) {
      // An approved suggestion: its timeline entry exists since it was made; a second approval loses.
      if (!(await this.repo.decide(trx, by.revisionId, RevisionStatus.applied, by.reviewerId ?? '0', now))) throw new ConflictError('error.revision.already_reviewed');
      await this.ctx.events.emit('revision.approved', {
        revisionId: by.revisionId, objectId: version.objectId, objectType: version.objectType, userId: by.userId, reviewerId: by.reviewerId ?? '0',
      }, trx);
      return;
    }
    const revisionId = await this.repo.insert(trx, this.row(version, by.userId, RevisionStatus.applied, now));
    const type = by.activity === 'created' ? CREATED[version.objectType] : by.activity;
    await this.repo.addActivity(trx, { object_id: version.objectId, activity_type: type, user_id: by.userId, revision_id: revisionId, comment: version.summary, created_at: now });
  }

  async suggest(version: ContentVersion, userId: string): Promise<void> {
    const now = this.clock.now();
    await this.ctx.db.transaction(async (trx) => {
      if (await this.repo.pendingOf(trx, version.objectId)) throw new InputError('error.revision.review_underway', { err_type: 'toast' });
      const id = await this.repo.insert(trx, this.row(version, userId, RevisionStatus.unreviewed, now));
      await this.repo.addActivity(trx, { object_id: version.objectId, activity_type: 'edited', user_id: userId, revision_id: id, comment: version.summary, created_at: now });
      await this.ctx.events.emit('revision.suggested', { revisionId: id, objectId: version.objectId, objectType: version.objectType, userId }, trx);
    });
  }

  private row(version: ContentVersion, userId: string, status: number, now: number) {
    return {
      object_id: version.objectId, object_type: version.objectType, user_id: userId, title: version.title, slug_name: version.slug_name,
      content: version.content, tags: version.tags, summary: version.summary, status, reviewer_id: '0', created_at: now, reviewed_at: status === RevisionStatus.applied ? now : 0,
    };
  }
}
