import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import knexFactory, { type Knex } from 'knex';
import { readConfig, writeConfig } from '../../kernel/config/quorum-home.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import { QUORUM_BIN, initFlags, quorum } from '../../cli/spawn-quorum.ts';
import { freePort, spawnNode, stopper, waitUntilServing } from '../perf/server-process.ts';
import { REDIS_TEST_URL } from './redis.ts';
import { dropTestDatabase, SERVERS, testDatabase, testEngines, type Engine } from './test-server.ts';

export const V1 = '/answer/api/v1';
export const ADMIN = '/answer/admin/api';
/** The administrator `initFlags` installs. */
const BOSS = { e_mail: 'boss@cli.test', pass: 'boss-pass-1' };

export interface Envelope<T = unknown> { code: number; reason: string; data: T; status: number }

export interface RequestOptions {
  body?: unknown;
  /** A member's access token; none is a visitor. */
  token?: string;
  /** The client's address, as the proxy in front would name it (X-Forwarded-For). */
  ip?: string;
}

/** The engines of this run a site served by several processes can use (not SQLite). */
export const serverEngines = () => testEngines().filter((e): e is 'mysql' | 'postgres' => e !== 'sqlite');

export interface Member { email: string; username: string; token: string }

/**
 * One site on MariaDB or PostgreSQL and Redis, installed by `quorum init` in a QUORUM_HOME of its
 * own and served by real `quorum run` processes (the compiled server), as an operator runs it.
 * Its database, its Redis keys (a prefix of its own) and its home go on `close`. On SQLite
 * (`serverEngines` leaves it out) one process serves at a time: a second refuses to start, a
 * start after a `kill` serves.
 */
export class TwoProcessSite {
  /** Keys under this prefix are the site's alone, so suites can share the Redis database. */
  readonly prefix = `test:${randomBytes(6).toString('hex')}:`;
  readonly database: DatabaseConfig;
  home = '';
  /** The administrator's token, once `start` logged in. */
  adminToken = '';
  private readonly servers: { url: string; child: ChildProcess; logged: string[] }[] = [];
  private addresses = 0;

  constructor(readonly engine: Engine) {
    this.database = testDatabase(engine);
  }

  async open(): Promise<void> {
    this.home = await mkdtemp(join(tmpdir(), 'quorum-two-'));
  }

  /** `quorum init --yes --db <engine> --db-name <its own>` (SQLite: its home's file), with `extra` flags (`--cache URL`). */
  init(...extra: string[]) {
    const name = this.database.name ? ['--db-name', this.database.name] : [];
    return quorum(this.home, ...initFlags('--db', this.engine, ...name), ...extra);
  }

  /** A connection of the test's own to the site's database, beside its processes (the caller destroys it). */
  connect(): Knex {
    const { engine, name } = this.database;
    if (engine === 'sqlite') return knexFactory({ client: 'better-sqlite3', connection: { filename: join(this.home, 'quorum.db') }, useNullAsDefault: true });
    const server = SERVERS[engine as 'mysql' | 'postgres'];
    const connection = { host: server.host, port: server.port, user: server.user, password: server.password, database: name };
    return knexFactory({ client: engine === 'mysql' ? 'mysql2' : 'pg', connection });
  }

  quorum(...args: string[]) {
    return quorum(this.home, ...args);
  }

  /** Points config.yaml at the test Redis under the site's own prefix. */
  async shareCache(): Promise<void> {
    const config = (await readConfig(this.home))!;
    await writeConfig(this.home, { ...config, cache: { engine: 'redis', url: config.cache?.url ?? REDIS_TEST_URL, prefix: this.prefix } });
  }

  /** Starts `count` more processes on the site (numbered after those started before), waits until each serves, and logs the administrator in once. */
  async start(count = 2): Promise<void> {
    const started: { url: string; child: ChildProcess; logged: string[] }[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawnNode([QUORUM_BIN, 'run', '--no-build', '--port', String(port)], { QUORUM_HOME: this.home, LOG_LEVEL: 'warn' });
      const logged: string[] = [];
      // the server logs (pino) on stdout, anything else on stderr
      for (const out of [child.stdout!, child.stderr!]) out.setEncoding('utf8').on('data', (chunk: string) => logged.push(...chunk.split('\n').filter(Boolean)));
      started.push({ url: `http://127.0.0.1:${port}`, child, logged });
    }
    this.servers.push(...started);
    for (const server of started) await waitUntilServing(`${server.url}/healthz`, server.child, 120_000);
    // processes started later (after a kill) are numbered on; the first login serves them all
    if (!this.adminToken) this.adminToken = (await this.login(this.servers.length - count, BOSS.e_mail, BOSS.pass)).token;
  }

  /** What a process logged (warnings and errors, one line each), for a failing check to show. */
  logOf(server: number): string {
    return this.servers[server]!.logged.slice(-40).join('\n');
  }

  url(server: number): string {
    return this.servers[server]!.url;
  }

  async request<T>(server: number, method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = options.token;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const res = await fetch(`${this.url(server)}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { ...((await res.json()) as Envelope<T>), status: res.status };
  }

  /** A call as the administrator. */
  admin<T>(server: number, method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    return this.request<T>(server, method, path, { body, token: this.adminToken });
  }

  /** Sends the site's mail through a loopback SMTP server (no TLS, no login). */
  async mailThrough(smtp: { port: number }): Promise<void> {
    const settings = {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    };
    const res = await this.admin(0, 'PUT', `${ADMIN}/setting/smtp`, settings);
    if (res.code !== 200) throw new Error(`SMTP settings: ${res.status} ${res.reason}`);
  }

  /** A page or answer as a visitor reads it, as text. */
  async visitor(server: number, path: string): Promise<string> {
    return (await fetch(`${this.url(server)}${path}`)).text();
  }

  async login(server: number, email: string, password: string, ip?: string): Promise<Member> {
    const res = await this.request<{ access_token: string; username: string }>(server, 'POST', `${V1}/user/login/email`, { body: { e_mail: email, pass: password }, ip });
    if (res.code !== 200) throw new Error(`login of ${email} through process ${server}: ${res.status} ${res.reason}`);
    return { email, username: res.data.username, token: res.data.access_token };
  }

  /**
   * `count` members added by the administrator and logged in, through the processes in turn,
   * each from an address of its own; `tag` names them (`voter0@two.test`…).
   */
  async members(count: number, tag: string): Promise<Member[]> {
    const members: Member[] = [];
    for (let i = 0; i < count; i++) {
      const email = `${tag}${i}@two.test`;
      // (through the first alone while it is the only one)
      const server = i % Math.min(2, this.servers.length);
      const added = await this.admin(server, 'POST', `${ADMIN}/user`, { display_name: `${tag} ${i}`, email, password: 'member-pass-1' });
      if (added.code !== 200) throw new Error(`adding ${email}: ${added.status} ${added.reason}`);
      members.push(await this.login(server, email, 'member-pass-1', this.address()));
    }
    return members;
  }

  /** A client address no other call of this site's used (its own rate-limit counters). */
  address(): string {
    const n = this.addresses++;
    return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  /** `kill -9` of one process: no close, no flush, its connections cut. */
  async kill(server: number): Promise<void> {
    const { child } = this.servers[server]!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async close(): Promise<void> {
    for (const server of this.servers) await stopper(server.child)(10_000);
    await dropTestDatabase(this.database);
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${this.prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    if (this.home) await rm(this.home, { recursive: true, force: true });
  }
}
