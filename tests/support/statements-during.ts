import type { Knex } from 'knex';

/**
 * The SQL `db` ran while `work` ran (knex's query events; on PostgreSQL spelled as MySQL and
 * SQLite spell it, see test-server.ts), and what `work` returned.
 */
export async function statementsDuring<T>(db: Knex, work: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
  const statements: string[] = [];
  const note = (q: { sql: string }) => void statements.push(q.sql);
  db.on('query', note);
  try {
    return { statements, result: await work() };
  } finally {
    db.off('query', note);
  }
}
