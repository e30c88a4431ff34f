import type { TestProject } from 'vitest/node';
import { ensureServerBuild } from '../../cli/server-build.ts';
import { ensureWebBundle } from '../../cli/web-bundle.ts';
import { reachable, SERVERS } from './database-servers.ts';

/** MariaDB and PostgreSQL are probed once; the API suites run on every engine found (SQLite always). */
export default async function setup(project: TestProject): Promise<void> {
  const engines = ['sqlite'];
  const mysql = await reachable(SERVERS.mysql.host, SERVERS.mysql.port);
  if (mysql) engines.push('mysql');
  else if (process.env.QUORUM_REQUIRE_MYSQL === '1') throw new Error('QUORUM_REQUIRE_MYSQL=1 but MariaDB is not reachable on 127.0.0.1:3306');
  const postgres = await reachable(SERVERS.postgres.host, SERVERS.postgres.port);
  if (postgres) engines.push('postgres');
  else if (process.env.QUORUM_REQUIRE_POSTGRES === '1') throw new Error('QUORUM_REQUIRE_POSTGRES=1 but PostgreSQL is not reachable on 127.0.0.1:5432');
  // QUORUM_TEST_ENGINES=postgres (a comma list) narrows a run to some of the engines found.
  const only = process.env.QUORUM_TEST_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  project.provide('engines', only?.length ? engines.filter((e) => only.includes(e)) : engines);
  // Browser journeys need the built shell, and `quorum run` the compiled server: build them once
  // here when they are missing or stale.
  const log = (line: string) => process.stdout.write(`${line}\n`);
  await ensureServerBuild(log);
  await ensureWebBundle(log);
}

declare module 'vitest' {
  export interface ProvidedContext {
    engines: string[];
  }
}
