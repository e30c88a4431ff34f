import { resolve } from 'node:path';
import { withKernel } from '../open-kernel.ts';
import { restoreSite } from '../site-restore.ts';

/** Replaces the installed site's data with a dump's (see site-restore.ts for the rules). */
export default async function restore({ home, args, options }: { home?: string; args: unknown[]; options: Record<string, unknown> }): Promise<void> {
  const file = resolve(String(args[0]));
  await withKernel(home, async (kernel) => {
    const header = await restoreSite(kernel, file, { force: options.force === true });
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`Restored ${rows} row(s) of ${header.tables.length} tables from ${file} (taken on ${header.engine}).\n`);
  });
}
