import { MaintenanceTaskPoint } from '../../kernel/ports/maintenance.ts';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';

/**
 * Rebuilds the search index from the database through the search plugin's maintenance task,
 * in batches; the site may keep serving meanwhile (searches see the old entries until replaced).
 */
export default async function searchReindex({ home }: { home?: string }): Promise<void> {
  await withKernel(home, async (kernel) => {
    const task = kernel.host.extensions.all(MaintenanceTaskPoint).find((t) => t.name === 'search.reindex');
    if (!task) throw new CliError('no search engine is enabled (the search and search-sql plugins)');
    const tty = process.stdout.isTTY;
    let last = '';
    await task.run((line) => {
      last = line;
      // One progress line rewritten in place on a terminal; every line otherwise (logs).
      process.stdout.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
    });
    if (tty) process.stdout.write('\n');
    if (!last) process.stdout.write('search index rebuilt\n');
  });
}
