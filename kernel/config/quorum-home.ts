import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import YAML from 'yaml';
import type { DatabaseConfig } from '../db/storage-engine.ts';
import type { ConfiguredRateLimit } from '../guards/rate-limit.ts';
import type { CacheConfig } from '../ports/cache.ts';

/** config.yaml's `metrics`: off unless enabled; with a token it asks for it, without one it answers loopback only. */
export interface MetricsConfig {
  enabled?: boolean;
  token?: string;
}

/** config.yaml, kept in QUORUM_HOME. */
export interface QuorumConfig {
  database: DatabaseConfig;
  /** The cache every process of the site shares (`{ engine: redis, url }`); none keeps it in process memory. */
  cache?: CacheConfig;
  auth: { jwt_secret: string };
  /** Unix seconds when the install finished; absent while the wizard is still running. */
  installed_at?: number;
  uploads?: { dir?: string };
  /** Per action `{ limit, window_seconds }`, over the defaults plugins declare (README, configuration). */
  rate_limits?: Record<string, ConfiguredRateLimit>;
  /**
   * Proxies whose `X-Forwarded-For` names the client: addresses, CIDR ranges or `loopback`,
   * `linklocal`, `uniquelocal`; `false` trusts none. Default `loopback`.
   */
  trust_proxy?: string | string[] | boolean;
  /** `/metrics` in Prometheus's text format: off unless `enabled`; a `token` then required as a bearer token, else loopback callers only. */
  metrics?: MetricsConfig;
}

/** QUORUM_HOME: the folder with config.yaml, the SQLite file and uploads (default ./data). */
export function resolveHome(home?: string): string {
  return resolve(home ?? process.env.QUORUM_HOME ?? './data');
}

export function configPath(home: string): string {
  return join(home, 'config.yaml');
}

/** Plugins installed with `quorum plugin add`: a discovery root beside the repository's plugins/. */
export function sitePluginsDir(home: string): string {
  return join(home, 'plugins');
}

export function uploadsDir(home: string, config?: QuorumConfig): string {
  return resolve(home, config?.uploads?.dir ?? 'uploads');
}

export async function readConfig(home: string): Promise<QuorumConfig | undefined> {
  const path = configPath(home);
  if (!existsSync(path)) return undefined;
  const parsed = YAML.parse(await readFile(path, 'utf8')) as QuorumConfig | null;
  if (!parsed || typeof parsed !== 'object' || !parsed.database?.engine) throw new Error(`${path} has no database.engine`);
  return parsed;
}

export async function writeConfig(home: string, config: QuorumConfig): Promise<void> {
  const path = configPath(home);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, YAML.stringify(config), { mode: 0o600 });
}
