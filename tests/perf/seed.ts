/**
 * `npm run bench:seed -- --questions 1000000 [--home DIR] [--db sqlite|mysql|mysql:<name>|postgres|postgres:<name>] [--cache redis://…]`:
 * installs a fresh site and writes generated members, tags, questions, answers, comments and
 * votes straight through the storage engine (see seed-data.ts), with a progress line. The
 * site in DIR can then be served with `QUORUM_HOME=DIR npm start`, or measured with
 * `BENCH_HOME=DIR npm run bench`. `--cache`: the Redis cache config.yaml names, as `quorum init
 * --cache` writes it, under a prefix of the site's own (a MariaDB or PostgreSQL site then runs
 * the bench's two-process mixed load).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseOf, installSeededSite } from './seed-site.ts';

const { values } = parseArgs({ options: { home: { type: 'string' }, db: { type: 'string', default: 'sqlite' }, questions: { type: 'string', default: '5000' }, cache: { type: 'string' } } });
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 1) throw new Error('--questions must be a positive whole number');
const home = values.home ?? (await mkdtemp(join(tmpdir(), 'quorum-seed-')));
const started = Date.now();
const cache = values.cache ? { engine: 'redis', url: values.cache, prefix: `quorum-seed:${basename(home)}:` } : undefined;
const { kernel, seeded } = await installSeededSite(home, databaseOf(values.db!), questions, {
  cache,
  progress: (done, total) => {
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(`\r${done.toLocaleString('en')} / ${total.toLocaleString('en')} questions (${Math.round((100 * done) / total)}%) ${seconds.toFixed(0)} s, ${Math.round(done / seconds)} a second   `);
  },
});
await kernel.close();
process.stderr.write('\n');
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`${JSON.stringify({ home, db: values.db, seconds: Number(seconds), ...seeded })}\n`);
