import { setPluginEnabled } from './plugin-enable.ts';

export default async function pluginDisable({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  await setPluginEnabled(home, String(args[0]), false);
}
