/**
 * `npx tsx tests/perf/session-lookup-cost.ts <home>`: the session's lookup (the first statement
 * of every member's request, session-service.ts) timed on a SQLite site's file with
 * better-sqlite3 alone, for 200 members signed in as the bench signs its members in: back to
 * back, then with memory walked between lookups the way a request's other work (its HTTP parse,
 * handlers, JSON, another member's request) passes through the CPU's caches before the next
 * lookup. The gap between the two is what cold caches add to the statement under a load, which
 * a CPU profile counts as the statement's own time. A measurement, never a test.
 */
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { withKernel } from '../../cli/open-kernel.ts';
import { readConfig } from '../../kernel/config/quorum-home.ts';
import { sqliteFile } from '../../plugins/storage-sqlite/server/sqlite-engine.ts';
import { statementsDuring } from '../support/statements-during.ts';
import { signInMembers } from './mixed-load.ts';

const home = process.argv[2];
if (!home) throw new Error('usage: session-lookup-cost.ts <SQLite site home>');
const config = await readConfig(home);
if (config?.database.engine !== 'sqlite') throw new Error('a SQLite site is measured: its file is read directly');

// Live sessions to look up, and the statement the session service itself runs to resolve one.
const { sql, sessionIds } = await withKernel(home, async (kernel) => {
  const members = await signInMembers(kernel, 200);
  const { statements, result } = await statementsDuring(kernel.db, () => kernel.sessions.resolve(members[0]!.token));
  if (!result || statements.length !== 1) throw new Error(`a session's lookup ran ${statements.length} statements`);
  const ids = await Promise.all(members.map(async (m) => (await kernel.sessions.resolve(m.token))!.sessionId));
  return { sql: statements[0]!, sessionIds: ids };
});

const db = new Database(sqliteFile((config.database as { file?: string }).file, home), { readonly: true });
const statement = db.prepare(sql);
const now = Math.floor(Date.now() / 1000);

/** Reads one byte of every 64 (a cache line) of `bytes`: what other work leaves in the caches. */
function walk(bytes: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 64) sum += bytes[i]!;
  return sum;
}

process.stdout.write(`${sql}\n\n| memory walked between lookups | µs a lookup (mean) | rows found |\n|---|---|---|\n`);
for (const mb of [0, 1, 4, 16, 64]) {
  const between = new Uint8Array(mb * 1048576).fill(1);
  // fewer with a walk between: the walk of 64 MB takes a few milliseconds
  const lookups = mb ? 2000 : 20_000;
  let spent = 0;
  let found = 0;
  for (let i = 0; i < lookups; i += 1) {
    if (mb) walk(between);
    const start = performance.now();
    found += statement.all(sessionIds[i % sessionIds.length], now).length;
    spent += performance.now() - start;
  }
  process.stdout.write(`| ${mb} MB | ${((spent / lookups) * 1000).toFixed(1)} | ${found} of ${lookups} |\n`);
}
db.close();
