import { withKernel } from '../open-kernel.ts';

export async function setPluginEnabled(home: string | undefined, id: string, enabled: boolean): Promise<void> {
  await withKernel(home, async (kernel) => {
    await kernel.host.setEnabled(kernel.db, id, enabled, kernel.clock.now(), kernel.config?.database.engine);
    process.stdout.write(`${id} ${enabled ? 'enabled' : 'disabled'}\n`);
  });
}

export default async function pluginEnable({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  await setPluginEnabled(home, String(args[0]), true);
}
