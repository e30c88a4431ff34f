import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import { isLanguage } from '../../kernel/i18n/translator.ts';
import { InstallerPoint } from '../../kernel/ports/installer.ts';
import { CacheEnginePoint, type CacheConfig } from '../../kernel/ports/cache.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { baseInfoSchema, type BaseInfo } from '../../schemas/api/install.ts';

interface InitOptions {
  yes?: boolean;
  db: string;
  dbFile: string;
  dbHost: string;
  dbPort?: string;
  dbUser?: string;
  dbPassword: string;
  dbName: string;
  siteName?: string;
  siteUrl: string;
  contactEmail?: string;
  adminName?: string;
  adminEmail?: string;
  adminPassword?: string;
  lang: string;
  loginRequired?: boolean;
  cache?: string;
}

/** Asks for every value the flags left out (interactive mode). */
async function prompt(options: InitOptions): Promise<InitOptions> {
  const rl = createInterface({ input: stdin, terminal: false });
  // Reading lines through the iterator keeps answers that arrive before their prompt (piped input).
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, current?: string) => {
    stdout.write(`${question}${current ? ` [${current}]` : ''}: `);
    const next = await lines.next();
    return (next.done ? '' : String(next.value)).trim() || current || '';
  };
  try {
    const filled = { ...options };
    filled.lang = await ask('Language (en_US, zh_CN)', options.lang);
    filled.db = await ask('Database (sqlite, mysql, postgres)', options.db);
    const server = SERVER_DEFAULTS[filled.db as keyof typeof SERVER_DEFAULTS];
    if (server) {
      filled.dbHost = await ask(`${server.label} host`, options.dbHost);
      filled.dbPort = await ask(`${server.label} port`, options.dbPort ?? server.port);
      filled.dbUser = await ask(`${server.label} user`, options.dbUser ?? server.user);
      filled.dbPassword = await ask(`${server.label} password`, options.dbPassword);
      filled.dbName = await ask(`${server.label} database`, options.dbName);
    } else filled.dbFile = await ask('SQLite file', options.dbFile);
    filled.siteName = await ask('Site name', options.siteName);
    filled.siteUrl = await ask('Site URL', options.siteUrl);
    filled.contactEmail = await ask('Contact e-mail', options.contactEmail);
    filled.adminName = await ask('Admin username', options.adminName);
    filled.adminEmail = await ask('Admin e-mail', options.adminEmail);
    filled.adminPassword = await ask('Admin password (8-32 characters)', options.adminPassword);
    filled.loginRequired = /^y/i.test(await ask('Require login to read the site? (y/N)', options.loginRequired ? 'y' : 'n'));
    return filled;
  } finally {
    rl.close();
  }
}

/** The database servers `--db` may name, with their usual port and administrator. */
const SERVER_DEFAULTS = {
  mysql: { label: 'MySQL', port: '3306', user: 'root' },
  postgres: { label: 'PostgreSQL', port: '5432', user: 'postgres' },
} as const;

export function databaseFromOptions(o: InitOptions): DatabaseConfig {
  if (o.db === 'mysql' || o.db === 'postgres') {
    const server = SERVER_DEFAULTS[o.db];
    const given = o.dbPort ?? server.port;
    const port = Number(given);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new CliError(`--db-port must be a number from 1 to 65535, got "${given}"`);
    if (!/^[A-Za-z0-9_]{1,63}$/.test(o.dbName)) throw new CliError(`--db-name must be letters, digits and _ (at most 63), got "${o.dbName}"`);
    return { engine: o.db, host: o.dbHost, port, user: o.dbUser ?? server.user, password: o.dbPassword, name: o.dbName };
  }
  if (o.db !== 'sqlite') throw new CliError(`--db must be sqlite, mysql or postgres, got "${o.db}"`);
  return { engine: 'sqlite', file: o.dbFile };
}

/** `--cache URL`: the engine that accepts the URL, reached once (then closed) before install. */
async function checkedCache(kernel: Kernel, url: string): Promise<CacheConfig> {
  const engine = kernel.host.extensions.all(CacheEnginePoint).find((e) => e.accepts(url));
  if (!engine) throw new CliError(`--cache must be a URL such as redis://127.0.0.1:6379/0, got "${url}"`);
  const config: CacheConfig = { engine: engine.id, url };
  try {
    await (await kernel.openCache(config)).close();
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  return config;
}

export default async function init({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  let o = options as unknown as InitOptions;
  if (!o.yes) o = await prompt(o);
  const missing = (['siteName', 'contactEmail', 'adminName', 'adminEmail', 'adminPassword'] as const).filter((k) => !o[k]);
  if (missing.length) throw new CliError(`missing ${missing.map((k) => `--${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`).join(', ')}`);
  if (!isLanguage(o.lang)) throw new CliError(`--lang must be en_US or zh_CN, got "${o.lang}"`);
  const info: BaseInfo = {
    lang: o.lang, site_name: o.siteName!, site_url: o.siteUrl, contact_email: o.contactEmail!,
    name: o.adminName!, email: o.adminEmail!, password: o.adminPassword!, login_required: !!o.loginRequired,
  };
  await withKernel(home, async (kernel) => {
    // The same schema checks as the wizard's /installation/base-info.
    kernel.validator.check(baseInfoSchema, info);
    const installer = kernel.host.extensions.one(InstallerPoint);
    if (!installer) throw new CliError('the install plugin is missing or failed to start');
    const database = databaseFromOptions(o);
    // The installer's own check answers the wizard's words ("Database connection failed");
    // here the reason is named, before anything is written.
    const db = await kernel.connect(database).catch((err: Error) => {
      throw new CliError(`cannot use the ${database.engine} database: ${err.message.split('\n')[0]}`);
    });
    await db.destroy();
    // Checked before anything is written too: a wrong cache URL leaves no config.yaml behind.
    const cache = o.cache ? await checkedCache(kernel, o.cache) : undefined;
    await installer.writeConfigFile(database, cache);
    await installer.baseInfo(info);
    process.stdout.write(`Installed "${info.site_name}" in ${kernel.home}. Start it with: npm start\n`);
  }, { installed: false });
}
