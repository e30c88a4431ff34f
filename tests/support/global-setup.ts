import { createConnection } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureWebBundle } from '../../cli/web-bundle.ts';

/** Probes MariaDB once; the API suites run on every engine found (SQLite always). */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export default async function setup(project: TestProject): Promise<void> {
  const engines = ['sqlite'];
  const mysql = await reachable('127.0.0.1', 3306);
  if (mysql) engines.push('mysql');
  else if (process.env.QUORUM_REQUIRE_MYSQL === '1') throw new Error('QUORUM_REQUIRE_MYSQL=1 but MariaDB is not reachable on 127.0.0.1:3306');
  project.provide('engines', engines);
  // Browser journeys need the built shell; build it once here when it is missing or stale.
  await ensureWebBundle((line) => process.stdout.write(`${line}\n`));
}

declare module 'vitest' {
  export interface ProvidedContext {
    engines: string[];
  }
}
