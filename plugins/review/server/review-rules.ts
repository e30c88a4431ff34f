import { ForbiddenError, isStaff, type Privileges, type SessionUser } from '../../../kernel/api.ts';
import type { EditGate } from '../../revisions/server/api.ts';
import type { VersionedType } from '../../tags/server/api.ts';

const TYPES: VersionedType[] = ['question', 'answer', 'tag'];

/**
 * Who edits directly, who suggests and who reviews (Answer §4.3): the author of a post and
 * staff edit directly; others need `*.edit_without_review` to, else `*.edit` to suggest.
 * Without a privilege provider only role powers count (the kernel's default): members may suggest.
 */
export class ReviewRules implements EditGate {
  constructor(private readonly privileges: Privileges) {}

  async route(user: SessionUser, target: { objectType: VersionedType; authorId: string }): Promise<'apply' | 'review'> {
    if (isStaff(user) || (target.objectType !== 'tag' && target.authorId === user.id)) return 'apply';
    if (await this.privileges.can(user, `${target.objectType}.edit_without_review`)) return 'apply';
    if (await this.privileges.can(user, `${target.objectType}.edit`)) return 'review';
    throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
  }

  /** The kinds of suggestion `user` may review. */
  async reviewable(user: SessionUser): Promise<VersionedType[]> {
    if (isStaff(user)) return TYPES;
    const allowed: VersionedType[] = [];
    for (const type of TYPES) if (await this.privileges.can(user, `${type}.audit`)) allowed.push(type);
    return allowed;
  }
}
