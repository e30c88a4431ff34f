/**
 * A LIKE pattern matching user text literally anywhere, for `?? like ? escape '!'`: SQLite has
 * no default escape character and MySQL reads backslashes in literals, so `!` it is. Plugins
 * searching by name or title share it, so `john_doe` finds john_doe on both engines.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
