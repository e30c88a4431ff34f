import { MaintenanceTaskPoint } from '../../kernel/ports/maintenance.ts';
import { withKernel } from '../open-kernel.ts';

/** Applies the kernel's and every plugin's pending migrations. */
export default async function upgrade({ home }: { home?: string }): Promise<void> {
  await withKernel(home, async (kernel) => {
    const applied = kernel.appliedMigrations;
    process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}`).join('\n')}\n` : 'The database is up to date.\n');
    // Jobs new migrations call for, e.g. filling a search index created empty.
    for (const task of kernel.host.extensions.all(MaintenanceTaskPoint)) {
      if (await task.needed()) await task.run((line) => process.stdout.write(`${line}\n`));
    }
  }, { migrate: true });
}
