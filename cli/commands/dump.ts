import { join, resolve } from 'node:path';
import { withKernel } from '../open-kernel.ts';
import { dumpSite } from '../site-dump.ts';

/** `quorum-20240131-235959.jsonl`, in UTC so dumps of one site sort by time wherever taken. */
function defaultName(unixSeconds: number): string {
  const stamp = new Date(unixSeconds * 1000).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `quorum-${stamp}.jsonl`;
}

/** Writes the whole site database to one engine-neutral JSON-lines file. */
export default async function dump({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  await withKernel(home, async (kernel) => {
    const file = args[0] ? resolve(String(args[0])) : join(kernel.home, 'dumps', defaultName(kernel.clock.now()));
    const header = await dumpSite(kernel, file);
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`Dumped ${rows} row(s) of ${header.tables.length} tables to ${file}\n`);
  });
}
