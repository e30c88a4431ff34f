import type { Knex } from 'knex';
import type { Clock } from '../ports/clock.ts';
import { MailStatus, Role } from './session-user.ts';
import { parseAvatar, statusName, type StatusName } from './account-state.ts';
import type { UserRow } from './user-repository.ts';

/** What other plugins may know of a member: the public card (SPEC "user badge"). */
export interface UserCard {
  id: string;
  username: string;
  display_name: string;
  avatar: unknown;
  rank: number;
  status: StatusName;
}

/** A card's avatar as the URL pages show (`{type, gravatar?, custom?}` stored; '' for the default). */
export function avatarUrl(avatar: unknown): string {
  if (typeof avatar === 'string') return avatar;
  const parsed = (avatar ?? {}) as { type?: string; custom?: string; gravatar?: string };
  if (parsed.type === 'custom') return parsed.custom ?? '';
  if (parsed.type === 'gravatar') return parsed.gravatar ?? '';
  return '';
}

/** Where to write to a member: the notifications plugin's notice mail. */
export interface Mailbox {
  e_mail: string;
  /** The member's interface language ('' or 'Default' for the site's). */
  language: string;
  /** E-mail verified (mail_status 1); only those receive notices. */
  activated: boolean;
}

/** Looks members up for plugins, in bulk, without exposing the account table. */
export interface UserDirectory {
  /** Pass the caller's transaction to read inside it (SQLite has one connection: reading beside it would wait forever). */
  cards(ids: readonly string[], db?: Knex | Knex.Transaction): Promise<Map<string, UserCard>>;
  /** Admins and moderators (the users list's staff column), oldest first. */
  staff(): Promise<UserCard[]>;
  /** Admins alone, oldest first: whom a plugin tells about the site's running (a webhook turned off). */
  admins(): Promise<UserCard[]>;
  byUsername(username: string): Promise<UserCard | undefined>;
  /** E-mail addresses and languages, for plugins that mail members (never shown to others). */
  mailboxes(ids: readonly string[]): Promise<Map<string, Mailbox>>;
  /**
   * Writes a member's reputation (the `rank` every card shows) inside the caller's transaction.
   * Only the plugin that keeps the reputation ledger calls it, so the ledger and the figure agree.
   */
  setRank(trx: Knex.Transaction, userId: string, rank: number): Promise<void>;
}

const COLUMNS = ['id', 'username', 'display_name', 'avatar', 'rank', 'status', 'mail_status', 'suspended_until'] as const;

/** Members read by one statement at most (`cards`). */
const CARDS_A_STATEMENT = 1_000;

export class SqlUserDirectory implements UserDirectory {
  constructor(
    private readonly db: () => Knex,
    private readonly clock: Clock,
  ) {}

  private card(row: UserRow): UserCard {
    return { id: String(row.id), username: row.username, display_name: row.display_name, avatar: parseAvatar(row.avatar), rank: row.rank, status: statusName(row, this.clock.now()) };
  }

  async cards(ids: readonly string[], db: Knex | Knex.Transaction = this.db()): Promise<Map<string, UserCard>> {
    const numeric = [...new Set(ids)].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    const cards = new Map<string, UserCard>();
    // In slices: a statement holds at most 32,766 values on SQLite (a badges backfill asks for
    // every member who ever had an answer accepted).
    for (let at = 0; at < numeric.length; at += CARDS_A_STATEMENT) {
      const rows = (await db('user').whereIn('id', numeric.slice(at, at + CARDS_A_STATEMENT)).select(COLUMNS)) as UserRow[];
      for (const row of rows) cards.set(String(row.id), this.card(row));
    }
    return cards;
  }

  async staff(): Promise<UserCard[]> {
    const rows = (await this.db()('user').whereIn('role_id', [Role.admin, Role.moderator]).orderBy('id').select(COLUMNS)) as UserRow[];
    return rows.map((r) => this.card(r));
  }

  async admins(): Promise<UserCard[]> {
    const rows = (await this.db()('user').where({ role_id: Role.admin }).orderBy('id').select(COLUMNS)) as UserRow[];
    return rows.map((r) => this.card(r));
  }

  async setRank(trx: Knex.Transaction, userId: string, rank: number): Promise<void> {
    await trx('user').where({ id: Number(userId) }).update({ rank });
  }

  async mailboxes(ids: readonly string[]): Promise<Map<string, Mailbox>> {
    const numeric = [...new Set(ids)].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    if (numeric.length === 0) return new Map();
    const rows = (await this.db()('user').whereIn('id', numeric).select('id', 'e_mail', 'language', 'mail_status')) as Pick<UserRow, 'id' | 'e_mail' | 'language' | 'mail_status'>[];
    return new Map(rows.map((r) => [String(r.id), { e_mail: r.e_mail, language: r.language, activated: Number(r.mail_status) === MailStatus.activated }]));
  }

  async byUsername(username: string): Promise<UserCard | undefined> {
    const row = (await this.db()('user').where({ username }).first(COLUMNS)) as UserRow | undefined;
    return row ? this.card(row) : undefined;
  }
}
