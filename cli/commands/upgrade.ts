import { withKernel } from '../open-kernel.ts';

/** Applies the kernel's and every plugin's pending migrations. */
export default async function upgrade({ home }: { home?: string }): Promise<void> {
  await withKernel(home, async (kernel) => {
    const applied = kernel.appliedMigrations;
    process.stdout.write(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((m) => `  ${m}`).join('\n')}\n` : 'The database is up to date.\n');
  }, { migrate: true });
}
