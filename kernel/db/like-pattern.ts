/**
 * A LIKE pattern matching user text literally, for `?? like ? escape '!'`: SQLite has no default
 * escape character and MySQL reads backslashes in literals, so `!` it is.
 */
function literal(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/**
 * A case-blind match of user text in a column, for `whereRaw(...containsText(column, text))`:
 * anywhere in it, or at its start with `{ at: 'start' }`. Both sides are lower-cased, because
 * PostgreSQL's LIKE minds case where SQLite's (ASCII) and MySQL's `_ci` collations do not, so a
 * search reads the same on every engine, and `john_doe` finds john_doe.
 */
export function containsText(column: string, text: string, { at = 'anywhere' }: { at?: 'anywhere' | 'start' } = {}): [string, string[]] {
  const pattern = `${at === 'anywhere' ? '%' : ''}${literal(text.toLowerCase())}%`;
  return ["lower(??) like ? escape '!'", [column, pattern]];
}
