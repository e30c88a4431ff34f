import { access, constants, mkdir } from 'node:fs/promises';
import { pino } from 'pino';
import { CacheUnavailableError, Kernel, PendingMigrationsError } from '../../kernel/kernel.ts';
import { configPath, readConfig, uploadsDir } from '../../kernel/config/quorum-home.ts';
import { FileStorePoint } from '../../kernel/ports/file-store.ts';

/**
 * Checks config.yaml, the database connection, migrations, the cache and each enabled file store
 * (a probe file written and read back: the disk, an S3 bucket); exit 1 on any failure.
 */
export default async function check({ home }: { home?: string }): Promise<number> {
  const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false });
  const lines: string[] = [];
  let ok = true;
  const report = (pass: boolean, text: string) => {
    lines.push(`${pass ? 'ok  ' : 'FAIL'}  ${text}`);
    ok &&= pass;
  };
  try {
    const config = await readConfig(kernel.home).catch((err: Error) => {
      report(false, `config: ${err.message}`);
      return undefined;
    });
    if (!config) {
      if (ok) report(false, `config: ${configPath(kernel.home)} not found (run \`quorum init\`)`);
    } else {
      report(true, `config: ${configPath(kernel.home)}`);
      let booted = false;
      try {
        await kernel.boot({ migrate: false });
        booted = true;
        report(true, `database: ${await kernel.engine.version(kernel.db)}`);
        report(true, 'migrations: up to date');
        const shared = kernel.cache.sharedCache;
        report(true, shared ? `cache: ${config.cache!.engine} at ${shared.label}, shared by every process` : 'cache: in process memory (a site served by one process)');
      } catch (err) {
        if (err instanceof CacheUnavailableError) {
          report(true, `database: ${await kernel.engine.version(kernel.db)}`);
          report(true, 'migrations: up to date');
          report(false, `cache: ${err.message}`);
        } else if (err instanceof PendingMigrationsError) {
          report(true, `database: ${config.database.engine} reachable`);
          report(false, `migrations: ${err.pending.length} pending (run \`quorum upgrade\`)`);
        } else report(false, `database: ${(err as Error).message.split('\n')[0]}`);
      }
      if (booted) {
        // The stores' settings (an S3 bucket's keys) are in the database: only a booted site has them.
        const stores = kernel.host.extensions.all(FileStorePoint);
        if (!stores.length) report(true, 'file store: none enabled (uploads are off)');
        for (const store of stores) {
          await store.check().then((line) => report(true, `file store: ${line}`), (err: Error) => report(false, `file store: ${err.message}`));
        }
      } else {
        const dir = uploadsDir(kernel.home, config);
        try {
          await mkdir(dir, { recursive: true });
          await access(dir, constants.W_OK);
          report(true, `uploads: ${dir} writable`);
        } catch {
          report(false, `uploads: ${dir} is not writable`);
        }
      }
    }
  } finally {
    await kernel.close();
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return ok ? 0 : 1;
}
