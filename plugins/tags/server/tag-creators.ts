import { ForbiddenError, isStaff, type Privileges, type SessionUser } from '../../../kernel/api.ts';

/**
 * The one rule for making a tag, from the tag box while asking and from `POST tag` alike: staff,
 * or a member with the site's `tag.add` privilege. The privilege is the only minimum (750
 * reputation at the default level, set on the admin's Privileges page), so the number the admin
 * reads there is the number members meet; without a privilege rule (reputation disabled) members
 * need nothing, as for every other action.
 */
export class TagCreators {
  constructor(private readonly privileges: Pick<Privileges, 'check'>) {}

  /** Refuses with the site's reason when `user` may not make tags. Outside a transaction. */
  async check(user: SessionUser): Promise<void> {
    if (isStaff(user)) return;
    await this.privileges.check(user, 'tag.add');
  }

  async allows(user: SessionUser): Promise<boolean> {
    return this.check(user).then(() => true, (err: unknown) => {
      if (err instanceof ForbiddenError) return false;
      throw err;
    });
  }
}
