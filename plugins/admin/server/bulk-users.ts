import type { NewAccount, RefusedAccount } from '../../../kernel/api.ts';
import { BULK_USERS_MAX } from '../../../schemas/api/admin-users.ts';

/** A line of a bulk add that cannot become an account, before or after the add-user rules. */
export interface RefusedLine {
  line: number;
  /** The field at fault; `line` when the line is not `display name, e-mail, password`. */
  field: RefusedAccount['field'] | 'line';
  reason: string;
  /** What the admin typed in that field, to find it again (never the password). */
  content: string;
}

export type ParsedUsers = { accounts: NewAccount[]; lines: number[]; refused: RefusedLine[] } | { tooMany: true };

/**
 * Answer's bulk format: the text trimmed, one account a line, exactly three comma-separated parts
 * `display name, e-mail, password`, each trimmed. A line of another shape is refused by number,
 * its content not echoed (it may hold a password).
 */
export function parseBulkUsers(text: string): ParsedUsers {
  const lines = text.trim().split('\n');
  if (lines.length > BULK_USERS_MAX) return { tooMany: true };
  const accounts: NewAccount[] = [];
  const numbers: number[] = [];
  const refused: RefusedLine[] = [];
  for (const [i, raw] of lines.entries()) {
    const parts = raw.split(',');
    if (parts.length !== 3) {
      refused.push({ line: i + 1, field: 'line', reason: 'error.user.bulk.format', content: '' });
      continue;
    }
    const [display_name, email, password] = parts.map((p) => p.trim()) as [string, string, string];
    accounts.push({ display_name, email, password });
    numbers.push(i + 1);
  }
  return { accounts, lines: numbers, refused };
}

/** The refused accounts of `createMany`, by the line they came from. */
export function refusedLines(parsed: { accounts: NewAccount[]; lines: number[] }, refused: RefusedAccount[]): RefusedLine[] {
  return refused.map((r) => {
    const account = parsed.accounts[r.index]!;
    return { line: parsed.lines[r.index]!, field: r.field, reason: r.reason, content: r.field === 'password' ? '' : account[r.field] };
  });
}
