/**
 * A LIKE pattern matching user text literally anywhere, for `?? like ? escape '!'`: SQLite has
 * no default escape character and MySQL reads backslashes in literals, so `!` it is. Plugins
 * searching by name or title share it, so `john_doe` finds john_doe on both engines.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * A case-blind "contains" of user text in a column, for `whereRaw(...containsText(column, text))`:
 * both sides lower-cased, because PostgreSQL's LIKE minds case where SQLite's (ASCII) and
 * MySQL's `_ci` collations do not, so a search reads the same on every engine.
 */
export function containsText(column: string, text: string): [string, string[]] {
  return ["lower(??) like ? escape '!'", [column, likeContains(text.toLowerCase())]];
}
