import { mkdir } from 'node:fs/promises';
import { pino } from 'pino';
import { withKernel } from '../../cli/open-kernel.ts';
import { writeConfig } from '../../kernel/config/quorum-home.ts';
import { MaintenanceTaskPoint } from '../../kernel/ports/maintenance.ts';
import { Kernel } from '../../kernel/kernel.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import type { CacheConfig } from '../../kernel/ports/cache.ts';
import type { RateLimit } from '../../kernel/guards/rate-limit.ts';
import { seedSite, type SeedResult } from './seed-data.ts';
import { siteInstaller } from '../support/site-installer.ts';
import { SERVERS } from '../support/database-servers.ts';

/** The plugins a generated site runs with (the bench's set; cache-redis for a site config.yaml gives a Redis cache). */
export const SEED_PLUGINS = ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'cache-redis', 'install', 'web-pages', 'accounts', 'markdown', 'tags', 'questions', 'votes', 'comments', 'seo'];

export const BENCH_PASSWORD = 'bench-password';

/**
 * `sqlite` (a file in home); `mysql` or `postgres` (a fresh database named after the process),
 * or `mysql:<name>`, `postgres:<name>`.
 */
export function databaseOf(spec: string): DatabaseConfig {
  if (spec === 'sqlite') return { engine: 'sqlite', file: 'quorum.db' };
  const [engine, name] = spec.split(':') as [string, string | undefined];
  if (engine === 'mysql' || engine === 'postgres') return { engine, ...SERVERS[engine], name: name || `quorum_seed_${process.pid}` };
  throw new Error(`--db must be sqlite, mysql, mysql:<name>, postgres or postgres:<name>, not ${spec}`);
}

/**
 * A site `bench:seed` wrote earlier, booted again (not listening); its showcase is the first
 * question. Migrations added since it was written are applied first (a booted kernel refuses
 * pending ones), so a million-question site is reused rather than written again.
 */
export async function openSeededSite(home: string): Promise<{ kernel: Kernel; seeded: Pick<SeedResult, 'showcaseId' | 'topTag'> }> {
  await migrateEveryPlugin(home);
  const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false, rateLimits: unlimitedRates(), plugins: SEED_PLUGINS });
  await kernel.boot();
  const first = await kernel.db('question').orderBy('id').first('id');
  return { kernel, seeded: { showcaseId: String(first?.id ?? ''), topTag: 'tag-0' } };
}

const unlimitedRates = () => (limits: Record<string, RateLimit>) => Object.fromEntries(Object.keys(limits).map((a) => [a, { limit: 1e9, windowSeconds: 60 }]));

export interface SeedOptions {
  progress?: (done: number, total: number) => void;
  /** The web bundle the kernel serves (none by default: the bench serves through `quorum run`). */
  webDist?: string | false;
  /** A shared cache for config.yaml, as `quorum init --cache` writes it; none keeps the cache in process memory. */
  cache?: CacheConfig;
}

/**
 * Installs a fresh site in `home` on `database` and fills it with `questions` generated
 * questions; the kernel is returned booted (not listening) for the caller to serve or close.
 * The site is left as `quorum run` expects it (see migrateEveryPlugin).
 */
export async function installSeededSite(home: string, database: DatabaseConfig, questions: number, { progress, webDist = false, cache }: SeedOptions = {}): Promise<{ kernel: Kernel; seeded: SeedResult }> {
  await mkdir(home, { recursive: true });
  const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist, rateLimits: unlimitedRates(), plugins: SEED_PLUGINS });
  await kernel.boot();
  const installer = siteInstaller(kernel);
  await installer.writeConfigFile(database, cache);
  await installer.baseInfo({ lang: 'en_US', site_name: 'Bench', site_url: 'http://bench.test', contact_email: 'b@bench.test', name: 'admin', email: 'admin@bench.test', password: BENCH_PASSWORD });
  const seeded = await seedSite(kernel.db, { questions, progress });
  // The generator writes rows with their own ids: PostgreSQL's sequences move past them, as after
  // `quorum restore`. The handler is async: knex leaves open a transaction whose handler returns no promise.
  await kernel.db.transaction(async (trx) => {
    await kernel.engine.idsWritten?.(trx);
  });
  await migrateEveryPlugin(home);
  // A bulk load leaves PostgreSQL's planner without statistics until autovacuum gathers them
  // (never where it is off, as on the bench's machine): gathered now, as after any bulk load.
  if (database.engine === 'postgres') await kernel.db.raw('analyze');
  return { kernel, seeded };
}

/**
 * Applies the migrations of the plugins the generator does not load, as `quorum upgrade` does
 * without its maintenance jobs (the search index stays empty: no measured page searches):
 * `quorum run` runs every plugin a site has enabled and refuses a site with pending migrations.
 */
async function migrateEveryPlugin(home: string): Promise<void> {
  await withKernel(home, async () => undefined, { migrate: true });
}

/**
 * Readies a generated site for the bench's load: every plugin's migrations are applied (a site
 * seeded before installSeededSite did so has some pending); captcha-basic is turned off, since
 * the mixed load's members act faster than its rules allow without a captcha; config.yaml
 * lifts every rate limit, since all the load comes from one address; and the jobs `quorum
 * upgrade` runs for data written without events are run (the search index aside).
 */
export async function prepareServedSite(home: string): Promise<void> {
  await withKernel(home, async (kernel) => {
    await kernel.host.setEnabled(kernel.db, 'captcha-basic', false, kernel.clock.now(), kernel.config!.database.engine);
    const unlimited = Object.fromEntries(Object.keys(kernel.rateLimits).map((action) => [action, { limit: 1e9, window_seconds: 60 }]));
    await writeConfig(home, { ...kernel.config!, rate_limits: unlimited });
    // What `quorum upgrade` runs on a site that gained data without events (the generator's rows):
    // the badges' backfill, which the server would otherwise run under the measured load (at a
    // million questions, ~500,000 awards and their notices). The search index is the bench's own
    // choice (BENCH_REINDEX).
    for (const task of kernel.host.extensions.all(MaintenanceTaskPoint)) {
      if (task.name !== 'search.reindex' && (await task.needed())) await task.run(() => undefined);
    }
  }, { migrate: true });
}
