import type { PluginContext } from '../../../kernel/api.ts';
import type { DeliveryJournal } from './delivery-journal.ts';

/**
 * The domain events webhooks queue, each journaled in the emitting transaction (`sync`) with the
 * ids its payload is built from later. The emitters: questions (questions, answers), comments,
 * the accounts plugin (kernel event `user.registered`) and reports.
 */
export function journalEvents(events: PluginContext['events'], journal: DeliveryJournal): void {
  events.on('question.created', (e, trx) => journal.record(trx, 'question.created', { questionId: e.questionId }), 'sync');
  events.on('question.deleted', (e, trx) => journal.record(trx, 'question.deleted', { questionId: e.questionId }), 'sync');
  events.on('answer.created', (e, trx) => journal.record(trx, 'answer.created', { answerId: e.answerId, questionId: e.questionId }), 'sync');
  events.on('answer.accepted', (e, trx) => journal.record(trx, 'answer.accepted', { answerId: e.answerId, questionId: e.questionId, accepted: e.accepted }), 'sync');
  events.on('comment.created', (e, trx) => journal.record(trx, 'comment.created', { commentId: e.commentId, objectId: e.objectId, questionId: e.questionId }), 'sync');
  events.on('user.registered', (e, trx) => journal.record(trx, 'user.registered', { userId: e.userId }), 'sync');
  events.on('report.created', (e, trx) => journal.record(trx, 'report.created', { reportId: e.reportId, objectId: e.objectId, objectType: e.objectType }), 'sync');
}
