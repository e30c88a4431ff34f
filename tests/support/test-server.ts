import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { Kernel, REPO_ROOT, type KernelOptions } from '../../kernel/kernel.ts';
import { hashPassword } from '../../kernel/auth/password-hasher.ts';
import { MailStatus, Role, UserStatus } from '../../kernel/auth/session-user.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import type { CacheConfig } from '../../kernel/ports/cache.ts';
import { ApiClient } from './api-client.ts';
import { responseContract } from './response-contract.ts';
import { siteInstaller } from './site-installer.ts';
import { SERVERS, dropDatabase } from './database-servers.ts';

export { SERVERS, dropDatabase as dropTestDatabase };

export type Engine = 'sqlite' | 'mysql' | 'postgres';

/** The engines this run covers: SQLite always, MariaDB and PostgreSQL when reachable (see global-setup). */
export function testEngines(): Engine[] {
  return inject('engines') as Engine[];
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

export interface TestServerOptions {
  /** Feature plugins to load besides storage, install, web-pages and accounts. */
  plugins?: string[];
  /** Install the site first (default true). */
  installed?: boolean;
  engine?: Engine;
  /** Where to install instead of the engine's own database (one reached through a tests/support/tcp-proxy.ts, say). */
  database?: DatabaseConfig;
  /** Raise rate limits so suites can make many calls; a test of limits passes its own. */
  rateLimits?: KernelOptions['rateLimits'];
  webDist?: string | false;
  /** The web's server render to use with webDist (default: none, pages are the shell). */
  serverBundle?: string | false;
  /** Extra plugin folders (test fixtures) besides plugins/. */
  extraPluginRoots?: string[];
  clock?: Kernel['clock'];
  /** The kernel's logger (a test reading log lines); default silent, or QUORUM_TEST_LOG's level. */
  logger?: Kernel['logger'];
  /** A shared cache for config.yaml (`{ engine: 'redis', url, prefix }`); the cache-redis plugin is loaded with it. */
  cache?: CacheConfig;
  /**
   * Serve this installed site as a second process would: same QUORUM_HOME (config.yaml, database,
   * cache), nothing installed; closing leaves the site to its first server.
   */
  joining?: { home: string; database: DatabaseConfig; engine: Engine };
}

/** Every test kernel: the engines, the installer, the page server, the plugins page (admin) and the account flows. */
const BASE_PLUGINS = ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'web-pages', 'admin', 'accounts'];

/**
 * A built-in plugin a test names must be running: one quarantined for a missing `requires`
 * would otherwise leave the suite testing a site without it, silently. Fixture plugins (from
 * `extraPluginRoots`) may be quarantined on purpose, so only plugins/ is checked.
 */
function refuseQuarantinedBuiltIns(kernel: Kernel, named: string[]): void {
  const builtIn = join(REPO_ROOT, 'plugins');
  const broken = named
    .map((id) => kernel.host.get(id))
    .filter((p) => p?.status === 'quarantined' && p.dir.startsWith(builtIn))
    .map((p) => `${p!.manifest.id}: ${p!.error}`);
  if (broken.length) throw new Error(`startTestServer: named plugins are quarantined — ${broken.join('; ')}`);
}
const PASSWORD = 'password-123';
let passwordHash: Promise<string> | undefined;


/** A database of its own for one test site on `engine` (SQLite: a file in its QUORUM_HOME). */
export function testDatabase(engine: Engine): DatabaseConfig {
  if (engine === 'sqlite') return { engine: 'sqlite', file: 'quorum.db' };
  return { engine, ...SERVERS[engine], name: `quorum_t_${randomBytes(5).toString('hex')}` };
}


/**
 * Suites that count or inspect statements (`db.on('query')`) match them as MySQL and SQLite
 * spell them: on PostgreSQL each observed statement's "quoted" names read as `quoted` and its
 * $n placeholders as ?. Registered first, so every later listener sees the respelled text;
 * knex hands listeners a copy, so what runs is untouched.
 */
function spellQueriesAsMysql(db: Knex): void {
  db.on('query', (q: { sql: string }) => {
    q.sql = q.sql.replace(/"([^"]*)"/g, '`$1`').replace(/\$\d+/g, '?');
  });
}

/**
 * A bare database of `engine` with nothing in it (a migration's test), through the plain
 * driver; `drop` closes and removes it.
 */
export async function scratchDatabase(engine: Engine): Promise<{ db: Knex; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'quorum-migration-'));
    const db = knexFactory({ client: 'better-sqlite3', connection: { filename: join(dir, 'db.sqlite') }, useNullAsDefault: true });
    return { db, drop: async () => { await db.destroy(); await rm(dir, { recursive: true, force: true }); } };
  }
  const database = testDatabase(engine);
  const admin = engine === 'mysql'
    ? knexFactory({ client: 'mysql2', connection: SERVERS.mysql })
    : knexFactory({ client: 'pg', connection: { ...SERVERS.postgres, database: 'postgres' } });
  await admin.raw(engine === 'mysql' ? `CREATE DATABASE \`${database.name}\`` : `CREATE DATABASE "${database.name}"`).finally(() => admin.destroy());
  const db = knexFactory(engine === 'mysql'
    ? { client: 'mysql2', connection: { ...SERVERS.mysql, database: database.name } }
    : { client: 'pg', connection: { ...SERVERS.postgres, database: database.name } });
  return { db, drop: async () => { await db.destroy(); await dropDatabase(database); } };
}

/**
 * Boots a real kernel on a random port with a temporary QUORUM_HOME and its own database
 * (a SQLite file, or a fresh MariaDB or PostgreSQL database dropped on close).
 */
export async function startTestServer(options: TestServerOptions = {}) {
  const home = options.joining?.home ?? (await mkdtemp(join(tmpdir(), 'quorum-test-')));
  const engine = options.joining?.engine ?? options.engine ?? 'sqlite';
  const database: DatabaseConfig = options.joining?.database ?? options.database ?? testDatabase(engine);
  // Every limited action, the kernel's and those the plugins declare, raised.
  const relaxed = (limits: Kernel['rateLimits']) => Object.fromEntries(Object.keys(limits).map((a) => [a, { limit: 100_000, windowSeconds: 60 }]));
  const kernel = new Kernel({
    home,
    plugins: [...BASE_PLUGINS, ...(options.cache || options.joining ? ['cache-redis'] : []), ...(options.plugins ?? [])],
    logger: options.logger ?? pino({ level: process.env.QUORUM_TEST_LOG ?? 'silent' }),
    webDist: options.webDist ?? false,
    serverBundle: options.serverBundle ?? false,
    pluginRoots: [join(REPO_ROOT, 'plugins'), ...(options.extraPluginRoots ?? [])],
    clock: options.clock,
    rateLimits: options.rateLimits ?? relaxed,
  });
  await kernel.boot();
  let admin: TestUser | undefined;
  if (options.installed !== false && !options.joining) {
    const installer = siteInstaller(kernel);
    await installer.writeConfigFile(database, options.cache);
    await installer.baseInfo({
      lang: 'en_US', site_name: 'Quorum Test', site_url: 'http://quorum.test', contact_email: 'contact@quorum.test',
      name: 'admin', email: 'admin@quorum.test', password: PASSWORD,
    });
  }
  if (engine === 'postgres' && kernel.installed) spellQueriesAsMysql(kernel.db);
  refuseQuarantinedBuiltIns(kernel, options.plugins ?? []);
  const port = await kernel.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const api = new ApiClient(url, responseContract(kernel));
  let counter = 0;

  const server = {
    kernel, home, url, api, engine, database,
    /** The admin made by the install, signed in. */
    async admin(): Promise<TestUser> {
      admin ??= await server.login('admin@quorum.test', PASSWORD);
      return admin;
    },
    async login(email: string, password = PASSWORD): Promise<TestUser> {
      const res = await api.post('/answer/api/v1/user/login/email', { e_mail: email, pass: password });
      if (res.code !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(res)}`);
      const data = res.data as { id: string; username: string; access_token: string };
      return { id: data.id, username: data.username, email, password, token: data.access_token };
    },
    /**
     * Makes a member directly in the database (fast), signed in. An activated member starts at
     * reputation 1, the point activation earns (Answer's table), unless `rank` says otherwise.
     */
    async createUser(opts: { role?: number; activated?: boolean; status?: number; name?: string; rank?: number } = {}): Promise<TestUser> {
      counter += 1;
      const name = opts.name ?? `member${counter}${randomBytes(2).toString('hex')}`;
      const email = `${name}@quorum.test`;
      passwordHash ??= hashPassword(PASSWORD);
      const now = kernel.clock.now();
      const id = await kernel.users.create(
        { username: name.toLowerCase(), e_mail: email, pass: await passwordHash, display_name: name, mail_status: opts.activated === false ? MailStatus.pending : MailStatus.activated, role_id: opts.role ?? Role.user, rank: opts.rank ?? (opts.activated === false ? 0 : 1) },
        now,
      );
      const { token } = await kernel.sessions.create(id, '127.0.0.1');
      if (opts.status && opts.status !== UserStatus.normal) await kernel.users.update(id, { status: opts.status }, now);
      return { id: String(id), username: name.toLowerCase(), email, password: PASSWORD, token };
    },
    /** Mail sent to an address, newest first (the mail-smtp plugin's queue: boot it to read mail). */
    async outbox(to: string): Promise<{ subject: string; text: string; html: string }[]> {
      return kernel.db('mail_outbox').where({ to_address: to }).orderBy('id', 'desc').select('subject', 'text', 'html');
    },
    /** The `code` of the newest link mailed to an address. */
    async mailedCode(to: string): Promise<string> {
      const [mail] = await server.outbox(to);
      const match = mail?.text.match(/[?&]code=([\w%-]+)/);
      if (!match) throw new Error(`no link mailed to ${to}`);
      return decodeURIComponent(match[1]!);
    },
    async close(): Promise<void> {
      await kernel.close();
      if (options.joining) return;
      await dropDatabase(database);
      await rm(home, { recursive: true, force: true });
    },
  };
  return server;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export { PASSWORD as TEST_PASSWORD };
