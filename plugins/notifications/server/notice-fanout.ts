import type { DomainEvents, DurableWork, MailMessage, UserDirectory } from '../../../kernel/api.ts';
import type { PostDirectory, PostRef } from '../../questions/server/api.ts';
import type { CommentCreated } from '../../comments/server/api.ts';
import type { Followers } from '../../follow/server/api.ts';
import type { QuestionInvited } from '../../question-invite/server/api.ts';
import type {} from '../../reputation/server/api.ts';
import type { VoteCast } from '../../votes/server/api.ts';
import { noticePath } from '../schemas/notification.ts';
import { MAILED_ACTIONS, type MailedAction, type NoticeMail } from './notice-mail.ts';
import { TYPE_ID, type NewNotice, type NotificationRepository } from './notification-repository.ts';
import type { NoticeWriter, Told } from './notice-writer.ts';

/** Answer's inbox filter of each action: 1 posts, 2 votes, 3 invites. */
const POSTS = 1;
const VOTES = 2;
const INVITES = 3;

/** Answer's vote notices (a comment takes only upvotes); comments are not found here, so only posts. */
const VOTE_ACTIONS: Record<'question' | 'answer', Record<'vote_up' | 'vote_down', string>> = {
  question: { vote_up: 'up_voted_question', vote_down: 'down_voted_question' },
  answer: { vote_up: 'up_voted_answer', vote_down: 'down_voted_answer' },
};

interface Where {
  object_type: 'question' | 'answer' | 'comment';
  object_id: string;
  question_id: string;
  answer_id: string;
  comment_id: string;
  title: string;
}

/** A vote told to anyone: a first vote or a change of direction, on someone else's question or answer. */
type ToldVote = VoteCast & { objectType: 'question' | 'answer'; current: 'vote_up' | 'vote_down' };

/** Whether a vote is told to anyone (the event journal keeps none of the others). */
export function voteTells(e: VoteCast): e is ToldVote {
  return e.current !== '' && e.current !== e.previous && e.objectType !== 'comment' && !!e.objectUserId && e.objectUserId !== e.userId;
}

/**
 * Turns what happened into notices, after the change committed: an answer to your question, a
 * comment on your post, a reply to your comment, an @mention, your answer accepted, your post
 * edited by someone else, a vote on your post (inbox), and reputation changes (achievements).
 * As in Answer, the followers of a question hear of its answers, acceptances and edits too
 * (inbox only, no mail). Nobody is told of their own action, and one event tells each member
 * once (a reply that also mentions you is a reply; the asker following their question is the asker).
 * Each handler is a durable one's (see index.ts): what it tells is written with its `work`'s
 * settling, so a handler run again after a crash tells nobody twice.
 */
export class NoticeFanout {
  /** Vote notices being written now (this process), by member, voter, action and post. */
  private readonly voteNoticesUnderway = new Set<string>();

  constructor(
    private readonly repo: Pick<NotificationRepository, 'exists'>,
    private readonly posts: () => PostDirectory,
    private readonly users: UserDirectory,
    private readonly mail: NoticeMail,
    private readonly db: () => Parameters<PostDirectory['find']>[0],
    /** The follow plugin's followers; without it nobody follows. */
    private readonly followers: () => Followers | undefined,
    /** Writes the notices and queues the mails, gathered with others of the same moment. */
    private readonly notices: Pick<NoticeWriter, 'write'>,
  ) {}

  /**
   * `answer.created` goes out only for a live answer, so only its question matters (its title,
   * and whether it is held): as the event carries it, else read. A carried `held` is as of the
   * answer's commit (read in its transaction when it matters, see questions' AnswerService.goLive):
   * when true, the question's approval names this answer in `answeredWhileHeld` and tells of it.
   */
  async answerCreated(e: DomainEvents['answer.created'], work: DurableWork): Promise<void> {
    const question = e.question ? this.carried(e.question.held ? 'pending' : 'normal', 'question', e.questionId, e.questionId, e.question.title) : await this.about(e.questionId);
    if (!question) return;
    const where: Where = { ...question, object_type: 'answer', object_id: e.answerId, answer_id: e.answerId };
    await this.notices.write(work, await this.inbox(e.userId, [[e.questionAuthorId, 'answer_the_question']], where, { action: 'answer_the_question' }));
  }

  /**
   * A question approved after review whose answers were written while it was held (by staff,
   * who see it): their `answer.created` told nobody, the question being hidden, so the asker and
   * the question's followers hear of each now, as if it had been answered when it went live.
   * `question.created` with answers is always such an approval: a question is held only when it
   * is created, so none of its answers can predate it otherwise. Should a live question ever be
   * held again (a re-review), answers told while it was live would be told twice here.
   * `newQuestionMails`: the question's mails to its readers (NewQuestionMail), settled with it.
   */
  async questionCreated(e: DomainEvents['question.created'], work: DurableWork, newQuestionMails: MailMessage[]): Promise<void> {
    const told: Told = { notices: [], mails: newQuestionMails };
    const question = e.answeredWhileHeld?.length ? await this.about(e.questionId) : undefined;
    if (question) {
      // One read of the followers for all the answers.
      const followers = await this.followersOf(question.question_id);
      for (const { answerId, userId } of e.answeredWhileHeld!) {
        const where: Where = { ...question, object_type: 'answer', object_id: answerId, answer_id: answerId };
        const answer = await this.inbox(userId, [[e.authorId, 'answer_the_question']], where, { action: 'answer_the_question', followers });
        told.notices.push(...answer.notices);
        told.mails.push(...answer.mails);
      }
    }
    await this.notices.write(work, told);
  }

  async answerAccepted(e: DomainEvents['answer.accepted'], work: DurableWork): Promise<void> {
    if (!e.accepted) return;
    const where = await this.about(e.answerId);
    if (where) await this.notices.write(work, await this.inbox(e.userId, [[e.authorId, 'accept_answer']], where, { action: 'accept_answer' }));
  }

  async postUpdated(e: { questionId: string; answerId?: string; userId: string; authorId: string }, work: DurableWork): Promise<void> {
    const where = await this.about(e.answerId ?? e.questionId);
    const action = e.answerId ? 'update_answer' : 'update_question';
    if (where) await this.notices.write(work, await this.inbox(e.userId, [[e.authorId, action]], where, { action }));
  }

  /**
   * A vote on your question or answer (Answer's votes tab): one notice per voter, post and
   * direction, the first time only, so voting back and forth does not repeat it. A downvoter is
   * recorded (to tell them apart) but never shown, as with reputation losses.
   */
  async voteCast(e: VoteCast, work: DurableWork): Promise<void> {
    if (!voteTells(e)) return;
    const action = VOTE_ACTIONS[e.objectType][e.current];
    const notice = { user_id: Number(e.objectUserId), trigger_user_id: Number(e.userId) || 0, action, object_id: e.objectId };
    // Handlers run detached after each commit, so a quick up, cancel, up brings two of these at
    // once: both would find no notice and both insert. The second leaves it to the first (its
    // run ends with nothing to do). Runs in two processes (a replay) are not kept apart.
    const key = `${notice.user_id}:${notice.trigger_user_id}:${action}:${e.objectId}`;
    if (this.voteNoticesUnderway.has(key)) return;
    this.voteNoticesUnderway.add(key);
    try {
      if (await this.repo.exists(notice)) return;
      // A vote is refused on a held or deleted post, so a title the vote carries is one to show.
      const where = e.title !== undefined && e.questionId ? this.carried('normal', e.objectType, e.objectId, e.questionId, e.title) : await this.about(e.objectId);
      if (!where) return;
      await this.notices.write(work, { notices: [{ ...notice, type: TYPE_ID.inbox, msg_type: VOTES, rank: 0, ...where }], mails: [] });
    } finally {
      this.voteNoticesUnderway.delete(key);
    }
  }

  async commentCreated(e: CommentCreated, work: DurableWork): Promise<void> {
    // A carried post is never held: comments on a held post are refused (CommentWriteService.add),
    // so the stale-held case of answers cannot arise here.
    const post = e.post ?? (await this.posts().find(this.db(), e.objectId));
    // A held post's title goes to no inbox until it is approved.
    if (!post || post.status === 'pending') return;
    const where: Where = {
      object_type: 'comment', object_id: e.commentId, question_id: post.question_id, answer_id: post.type === 'answer' ? post.id : '', comment_id: e.commentId, title: post.title,
    };
    const mentioned = await Promise.all(e.mentions.map((name) => this.users.byUsername(name)));
    await this.notices.write(work, await this.inbox(e.userId, [
      [e.replyUserId, 'reply_to_you'],
      [post.user_id, post.type === 'answer' ? 'comment_answer' : 'comment_question'],
      ...mentioned.filter((u) => u !== undefined).map((u) => [u.id, 'mention_you'] as [string, string]),
    ], where));
  }

  /**
   * Members invited to answer a question (question-invite): each is told once, as the event names
   * only members on the question's list for the first time, and mailed. Nobody is told of a held
   * question (the invite plugin refuses those), nor the inviter of their own invitation.
   */
  async invited(e: QuestionInvited, work: DurableWork): Promise<void> {
    const where = await this.about(e.questionId);
    if (where) await this.notices.write(work, await this.inbox(e.userId, e.inviteeIds.map((id) => [id, 'invited_you_to_answer'] as [string, string]), where, undefined, INVITES));
  }

  /**
   * One achievement per change, linked to the post it came from when there is one. Who caused a
   * loss is not recorded: a downvote stays anonymous, as in Answer.
   */
  async reputationChanged(e: DomainEvents['reputation.changed'], work: DurableWork): Promise<void> {
    const where = !e.objectId || e.objectId === '0' ? undefined
      // A post a vote carried takes votes, so it is neither held nor deleted.
      : e.about ? this.carried('normal', e.about.type, e.objectId, e.about.questionId, e.about.title) : await this.about(e.objectId);
    const notice: NewNotice = {
      user_id: Number(e.userId), trigger_user_id: e.delta > 0 ? Number(e.triggerUserId) || 0 : 0, type: TYPE_ID.achievement, msg_type: 0, action: 'reputation_changed', rank: e.delta,
      object_type: where?.object_type ?? '', object_id: where?.object_id ?? '', question_id: where?.question_id ?? '', answer_id: where?.answer_id ?? '', comment_id: '', title: where?.title ?? '',
    };
    await this.notices.write(work, { notices: [notice], mails: [] });
  }

  /** A question or an answer as a notice points at it (an answer carries its question's title). */
  private async about(postId: string): Promise<Where | undefined> {
    const post = await this.posts().find(this.db(), postId);
    return post && this.carried(post.status, post.type, post.id, post.question_id, post.title);
  }

  /** A post an event carried (or `about` read) as a notice points at it; none while it is held. */
  private carried(status: PostRef['status'], type: 'question' | 'answer', id: string, questionId: string, title: string): Where | undefined {
    // A held post's title goes to no inbox until it is approved.
    if (status === 'pending') return undefined;
    return { object_type: type, object_id: id, question_id: questionId, answer_id: type === 'answer' ? id : '', comment_id: '', title };
  }

  /** The question's followers (none without the follow plugin). */
  private async followersOf(questionId: string): Promise<string[]> {
    return (await this.followers()?.of([questionId])) ?? [];
  }

  /**
   * The inbox notices (first action per member wins, never to the actor) and the mails of those
   * mailed; with `toFollowers`, the question's followers not yet told get its action too (its
   * `followers` when the caller read them already). `msgType`: the inbox filter (posts, invites).
   */
  private async inbox(actorId: string, targets: [string, string][], where: Where, toFollowers?: { action: string; followers?: string[] }, msgType = POSTS): Promise<Told> {
    const told = new Set<string>([actorId]);
    const notices: NewNotice[] = [];
    const add = (userId: string, action: string) => {
      if (!userId || userId === '0' || told.has(userId)) return;
      told.add(userId);
      notices.push({ user_id: Number(userId), trigger_user_id: Number(actorId) || 0, type: TYPE_ID.inbox, msg_type: msgType, action, rank: 0, ...where });
    };
    for (const [userId, action] of targets) add(userId, action);
    // Only the members a notice is addressed to are mailed; followers read it in the inbox.
    const mailed = notices.filter((n) => MAILED_ACTIONS.includes(n.action));
    if (toFollowers) for (const userId of toFollowers.followers ?? (await this.followersOf(where.question_id))) add(userId, toFollowers.action);
    const mails: MailMessage[] = [];
    if (notices.length > 0 && mailed.length > 0) {
      // The actor and everyone mailed in one read.
      const cards = await this.users.cards([actorId, ...mailed.map((n) => String(n.user_id))]);
      const actor = cards.get(actorId);
      const path = noticePath({ object_type: where.object_type, object_id: where.object_id, object_map: { question: where.question_id, answer: where.answer_id, comment: where.comment_id } });
      for (const n of mailed) {
        const userId = String(n.user_id);
        const mail = await this.mail.write({ userId, action: n.action as MailedAction, actor: actor?.display_name ?? '', title: where.title, path, card: cards.get(userId) });
        if (mail) mails.push(mail);
      }
    }
    return { notices, mails };
  }
}
