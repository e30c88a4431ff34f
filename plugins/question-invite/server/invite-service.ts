import type { Knex } from 'knex';
import { IdGenerator, InputError, isStaff, NotFoundError, type Clock, type DomainEvents, type Privileges, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import { basicInfo, seesPost, storedId, type PostDirectory, type PostRef } from '../../questions/server/api.ts';
import { INVITEES_MAX, type Invitee, type InviteBody } from '../schemas/question-invite.ts';
import type { InviteRepository } from './invite-repository.ts';

/** Answer's privilege for inviting (reputation 1000 on its default scale). */
export const INVITE_PRIVILEGE = 'answer.invite_someone_to_answer';

const notFound = () => new NotFoundError('error.question.not_found');
/** A 400 about the list, naming a member where there is one (`reason|{"name":…}`, as field messages carry variables). */
const refused = (reason: string, name?: string) =>
  new InputError(reason, [{ error_field: 'invite_user', error_msg: name === undefined ? reason : `${reason}|${JSON.stringify({ name })}` }], name === undefined ? {} : { name });

/**
 * Invite to answer (Answer's `question/invite`): a question's list of up to INVITEES_MAX members
 * someone thinks can answer it, set whole by anyone with the privilege. Members put on the list
 * for the first time are named in `question.invited` (a notice and a mail each, by the
 * notifications plugin): once per member and question, whoever invites them and however often.
 */
export class InviteService {
  constructor(
    private readonly db: () => Knex,
    private readonly invites: InviteRepository,
    private readonly posts: () => PostDirectory,
    private readonly members: Pick<UserDirectory, 'cards' | 'byUsername'>,
    private readonly privileges: Pick<Privileges, 'check'>,
    private readonly events: { emit<N extends keyof DomainEvents>(name: N, payload: DomainEvents[N], trx?: Knex.Transaction): Promise<void> },
    private readonly clock: Clock,
  ) {}

  /** The list as anyone who may see the question sees it; members whose account is gone are left out. */
  async list(rawId: string, viewer: SessionUser | undefined): Promise<Invitee[]> {
    const question = await this.question(rawId, viewer);
    const ids = await this.invites.active(question.id);
    const cards = await this.members.cards(ids);
    return ids.flatMap((id) => {
      const card = cards.get(id);
      return card && card.status !== 'deleted' ? [basicInfo(card)] : [];
    });
  }

  /**
   * Sets the list. Refused, with nothing written: a question the inviter may not see (404), one
   * deleted, closed or waiting for review, more than INVITEES_MAX names, or a name that is not a
   * member in good standing, is the asker, or is the inviter.
   */
  async set(user: SessionUser, body: InviteBody): Promise<void> {
    const question = await this.question(body.id, user);
    if (question.status === 'deleted') throw new InputError('error.object.already_deleted', { err_type: 'toast' });
    if (question.status === 'pending') throw new InputError('error.question_invite.held', { err_type: 'toast' });
    if (question.status === 'closed') throw new InputError('error.question_invite.closed', { err_type: 'toast' });
    await this.privileges.check(user, INVITE_PRIVILEGE);
    const names = [...new Set((body.invite_user ?? []).map((n) => n.trim().toLowerCase()))];
    if (names.length > INVITEES_MAX) throw new InputError('error.question_invite.too_many', [{ error_field: 'invite_user', error_msg: `error.question_invite.too_many|${JSON.stringify({ count: INVITEES_MAX })}` }], { count: INVITEES_MAX });
    const ids = await this.resolve(names, question, user);
    await this.invites.ensureList(question.id, this.clock.now());
    await this.db().transaction(async (trx) => {
      const now = this.clock.now();
      const known = await this.invites.lockAndRead(trx, question.id);
      await this.invites.write(trx, question.id, ids, known, user.id, now);
      const fresh = ids.filter((id) => !known.has(id));
      if (fresh.length) await this.events.emit('question.invited', { questionId: question.id, userId: user.id, inviteeIds: fresh }, trx);
    });
  }

  /** A question the viewer may see: a held one only its author and staff, a deleted one only staff. */
  private async question(rawId: string, viewer: SessionUser | undefined): Promise<PostRef> {
    const id = storedId(rawId);
    const post = IdGenerator.typeOf(id) === 'question' ? await this.posts().find(this.db(), id) : undefined;
    if (!post || !seesPost(post, viewer) || (post.status === 'deleted' && !isStaff(viewer))) throw notFound();
    return post;
  }

  /** Member ids by username, in order; each must be a member in good standing other than the asker and the inviter. */
  private async resolve(names: string[], question: PostRef, inviter: SessionUser): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) {
      const card = await this.members.byUsername(name);
      if (!card || card.status !== 'normal') throw refused('error.question_invite.not_member', name);
      if (card.id === question.user_id) throw refused('error.question_invite.asker', name);
      if (card.id === inviter.id) throw refused('error.question_invite.self', name);
      ids.push(card.id);
    }
    return ids;
  }
}
