import type { Knex } from 'knex';
import { NotFoundError, type SessionUser, type UserDirectory } from '../../../kernel/api.ts';
import { seesPost, storedId, type PostDirectory } from '../../questions/server/api.ts';
import type { ShareVisitBody } from '../schemas/badge.ts';
import type { AwardRules } from './award-rules.ts';
import type { AwardService } from './award-service.ts';

const questionNotFound = () => new NotFoundError('error.object.not_found', [{ error_field: 'question_id', error_msg: 'error.object.not_found' }]);
const memberNotFound = () => new NotFoundError('error.user.not_found', [{ error_field: 'username', error_msg: 'error.user.not_found' }]);

/**
 * First Share: Answer gives it when its server renders a question opened through a member's share
 * link (`?share=<username>`). Quorum's pages render in the browser too, so the question page tells
 * of the visit (`badge/share`) when its address carries `?shareUserId=<username>` (SPEC §2.3's share
 * link). Opening one's own link shares nothing; a question nobody may read is not found.
 */
export class ShareVisits {
  constructor(
    private readonly posts: () => PostDirectory,
    private readonly db: () => Knex,
    private readonly members: Pick<UserDirectory, 'byUsername'>,
    private readonly rules: AwardRules,
    private readonly awards: AwardService,
  ) {}

  async visited(viewer: SessionUser | undefined, body: ShareVisitBody): Promise<void> {
    const post = await this.posts().find(this.db(), storedId(body.question_id.trim()));
    if (!post || post.type !== 'question' || post.status === 'deleted' || post.status === 'pending' || !seesPost(post, viewer)) throw questionNotFound();
    const sharer = await this.members.byUsername(body.username);
    if (!sharer) throw memberNotFound();
    if (viewer?.id === sharer.id) return;
    await this.awards.give(await this.rules.shared({ userId: sharer.id, questionId: post.id }));
  }
}
