import { createConnection } from 'node:net';
import knexFactory from 'knex';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';

/**
 * The machine's database servers the suites and the bench use (loopback, the services the
 * machine starts), and what both do with them. Free of vitest, so the bench's scripts import it too.
 */
export const SERVERS = {
  mysql: { host: '127.0.0.1', port: 3306, user: 'root', password: '' },
  postgres: { host: '127.0.0.1', port: 5432, user: 'postgres', password: '' },
} as const;

/** Whether something accepts a connection on host:port within `timeoutMs` (generous: a busy machine is slow to accept). */
export function reachable(host: string, port: number, timeoutMs = 5000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Drops a server database a test or the bench made (nothing to do for SQLite: its home goes). */
export async function dropDatabase(database: DatabaseConfig): Promise<void> {
  if (database.engine === 'mysql') {
    const db = knexFactory({ client: 'mysql2', connection: SERVERS.mysql });
    await db.raw(`DROP DATABASE IF EXISTS \`${database.name}\``).finally(() => db.destroy());
  } else if (database.engine === 'postgres') {
    const db = knexFactory({ client: 'pg', connection: { ...SERVERS.postgres, database: 'postgres' } });
    // WITH (FORCE): a connection a closed site or a stopped server left behind must not keep the database.
    await db.raw(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`).finally(() => db.destroy());
  }
}
