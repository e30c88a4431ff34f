import type { UserCard, UserDirectory } from '../../../kernel/api.ts';

/** Members by id and by username, read through the kernel's public member cards. */
export class MemberDirectory {
  constructor(private readonly directory: UserDirectory) {}

  /** Cards keyed by member id (unknown and deleted-from-table ids are simply absent). */
  byIds(ids: (string | number)[]): Promise<Map<string, UserCard>> {
    return this.directory.cards(ids.map(String));
  }

  /** The usernames that belong to members, in the order given. */
  async existing(usernames: string[]): Promise<string[]> {
    const found = await Promise.all(usernames.map((u) => this.directory.byUsername(u)));
    return usernames.filter((_, i) => !!found[i]);
  }
}
