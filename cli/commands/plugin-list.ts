import { withKernel } from '../open-kernel.ts';

export default async function pluginList({ home }: { home?: string }): Promise<void> {
  await withKernel(home, async (kernel) => {
    const rows = kernel.host.list().map((p) => {
      const state = p.status === 'quarantined' ? `quarantined: ${p.error}` : p.status;
      return `${p.manifest.id.padEnd(22)} ${p.manifest.version.padEnd(8)} ${p.manifest.kind.padEnd(12)} ${(p.manifest.core ? 'core' : '').padEnd(5)} ${state}`;
    });
    process.stdout.write(`${rows.join('\n')}\n`);
  });
}
