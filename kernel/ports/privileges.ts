import { ForbiddenError } from '../http/errors.ts';
import { isStaff, type SessionUser } from '../auth/session-user.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Who may do what: an action is Answer's privilege name without its `rank.` prefix
 * (`question.add`, `answer.vote_down`, `tag.audit`…). Plugins guarding an action ask
 * `ctx.privileges`; the site's rule comes from the plugin providing {@link PrivilegesPoint}
 * (reputation), else from the roles-only default below.
 */
export interface Privileges {
  /** Whether `user` may do `action`; `ownerId` names the author of the object acted on, when one is. */
  can(user: SessionUser | undefined, action: string, ownerId?: string): Promise<boolean>;
  /** Refuses with 403 (the provider's reason) when `user` may not. Read settings, so call outside a transaction. */
  check(user: SessionUser, action: string, ownerId?: string): Promise<void>;
}

/** A plugin keeping a rule of its own (reputation's thresholds) provides it; one at a time. */
export const PrivilegesPoint = defineExtensionPoint<Privileges, 'one'>('kernel.privileges', { owner: 'kernel', cardinality: 'one', members: ['can', 'check'] });

/** Moderation powers: reviewing others' work and editing past the review queue. */
const MODERATION = /\.(audit|edit_without_review)$/;

/**
 * Roles only, while no plugin keeps a rule: admins and moderators may do anything, an author may
 * act on their own object, and any other member needs nothing, except for moderation.
 */
export const rolesOnlyPrivileges: Privileges = {
  async can(user, action, ownerId) {
    if (!user) return false;
    return isStaff(user) || (ownerId !== undefined && ownerId === user.id) || !MODERATION.test(action);
  },
  async check(user, action, ownerId) {
    if (!(await rolesOnlyPrivileges.can(user, action, ownerId))) throw new ForbiddenError('base.forbidden_error');
  },
};
