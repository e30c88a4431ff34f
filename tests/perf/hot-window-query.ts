/**
 * `npx tsx tests/perf/hot-window-query.ts <site>/quorum.db|mysql:<database> <now> <in_days> [page]`:
 * the hot list's page query (QuestionRepository.page, order hot) on a site `npm run bench:seed`
 * wrote (SQLite opened read-only; MariaDB at 127.0.0.1:3306 as root), as of `now` (unix seconds:
 * the time the site was seeded, so its 90-day window is the one the generator scored). Three
 * runs, each with its time and the page's first ids (to compare two versions' answers).
 * SHOW_SQL=1 prints the statements. A measurement, never a test.
 */
import knexFactory from 'knex';
import { HotScoreKeeper } from '../../plugins/questions/server/questions/hot-score-keeper.ts';
import { QuestionRepository } from '../../plugins/questions/server/questions/question-repository.ts';
import type { Clock } from '../../kernel/api.ts';

const [file, nowArg, daysArg, pageArg] = process.argv.slice(2);
if (!file || !nowArg || !daysArg) throw new Error('usage: hot-window-query.ts <quorum.db>|mysql:<database> <now> <in_days> [page]');
const now = Number(nowArg);
const days = Number(daysArg);
const page = Number(pageArg ?? 1);
const db = file.startsWith('mysql:')
  ? knexFactory({ client: 'mysql2', connection: { host: '127.0.0.1', port: 3306, user: 'root', password: '', database: file.slice('mysql:'.length), supportBigNumbers: true, bigNumberStrings: true } })
  : knexFactory({ client: 'better-sqlite3', connection: { filename: file, options: { readonly: true } }, useNullAsDefault: true });
if (process.env.SHOW_SQL) db.on('query', (q: { sql: string; bindings: unknown[] }) => console.log(q.sql, JSON.stringify(q.bindings)));
const repo = new QuestionRepository(new HotScoreKeeper({ now: () => now } as Clock));
for (let run = 0; run < 3; run++) {
  const started = process.hrtime.bigint();
  const rows = await repo.page(db, { order: 'hot', since: now - days * 86400, page, pageSize: 20 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`in_days ${days} page ${page}: ${ms.toFixed(1)} ms, ${rows.length} rows, first ${rows.slice(0, 3).map((r) => r.id).join(', ')}`);
}
await db.destroy();
