import type { Clock, PluginContext } from '../../../kernel/api.ts';
import type { RevisionRepository } from './revision-repository.ts';

const OPERATED = { pin: 'pinned', unpin: 'unpinned', hide: 'unlisted', show: 'listed' } as const;

/**
 * The timeline's steps that leave the content as it is (SPEC §3 activity types), written in the
 * transaction of the change they record.
 */
export function recordTimelineSteps(ctx: Pick<PluginContext, 'db' | 'events'>, repo: RevisionRepository, clock: Clock): void {
  /** `authorId`: the post's author, so the step shows in their status history; `comment`: the reason given. */
  const add = (trx: Parameters<RevisionRepository['addActivity']>[0] | undefined, objectId: string, type: string, userId: string, authorId: string, comment = '') =>
    repo.addActivity(trx ?? ctx.db, { object_id: objectId, activity_type: type, user_id: userId, author_id: authorId, revision_id: '0', comment, created_at: clock.now() });
  ctx.events.on('question.closed', (e, trx) => add(trx, e.questionId, 'closed', e.userId, e.authorId, e.closeMsg), 'sync');
  ctx.events.on('question.reopened', (e, trx) => add(trx, e.questionId, 'reopened', e.userId, e.authorId), 'sync');
  ctx.events.on('question.deleted', (e, trx) => add(trx, e.questionId, 'deleted', e.userId, e.authorId, e.reason), 'sync');
  ctx.events.on('question.recovered', (e, trx) => add(trx, e.questionId, 'undeleted', e.userId, e.authorId), 'sync');
  ctx.events.on('question.operated', (e, trx) => add(trx, e.questionId, OPERATED[e.operation], e.userId ?? '0', e.authorId ?? '0'), 'sync');
  ctx.events.on('answer.deleted', (e, trx) => add(trx, e.answerId, 'deleted', e.userId, e.authorId, e.reason), 'sync');
  ctx.events.on('answer.recovered', (e, trx) => add(trx, e.answerId, 'undeleted', e.userId, e.authorId), 'sync');
  ctx.events.on('answer.accepted', (e, trx) => (e.accepted ? add(trx, e.answerId, 'accept', e.userId, '0') : undefined), 'sync');
}
