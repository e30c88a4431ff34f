import type { Container } from 'inversify';
import { Tokens } from '../../../kernel/api.ts';

/** What a comment shows of a member. */
export interface Member {
  id: number;
  username: string;
  display_name: string;
  avatar: string;
  status: number;
}

/** The slice of the kernel's account store (bound as `Tokens.Users`) this plugin reads. */
interface UserStore {
  byId(id: string | number): Promise<Member | undefined>;
  byUsername(username: string): Promise<Member | undefined>;
}

/** Members by id and by username, read through the kernel's account store. */
export class MemberDirectory {
  constructor(private readonly container: Container) {}

  private store(): UserStore {
    return this.container.get<UserStore>(Tokens.Users);
  }

  async byIds(ids: (string | number)[]): Promise<Map<number, Member>> {
    const unique = [...new Set(ids.map(Number).filter((id) => id > 0))];
    const found = await Promise.all(unique.map((id) => this.store().byId(id)));
    return new Map(found.filter((m): m is Member => !!m).map((m) => [Number(m.id), m]));
  }

  /** The usernames that belong to members, in the order given. */
  async existing(usernames: string[]): Promise<string[]> {
    const found = await Promise.all(usernames.map((u) => this.store().byUsername(u)));
    return usernames.filter((_, i) => !!found[i]);
  }
}
