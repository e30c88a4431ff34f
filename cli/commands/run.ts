import { Kernel } from '../../kernel/kernel.ts';
import { CliError } from '../run-action.ts';
import { explain } from '../open-kernel.ts';
import { ensureWebBundle } from '../web-bundle.ts';

/** Serves the site until SIGINT/SIGTERM. Before install it serves the install wizard. */
export default async function run({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  const port = Number(options.port ?? process.env.PORT ?? 9080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`invalid port "${String(options.port ?? process.env.PORT)}"`);
  if (options.build !== false) await ensureWebBundle((line) => process.stdout.write(`${line}\n`));
  const kernel = new Kernel({ home });
  try {
    await kernel.boot({ migrate: false });
  } catch (err) {
    await kernel.close();
    throw explain(kernel, err);
  }
  const bound = await kernel.listen(port);
  kernel.logger.info({ port: bound, home: kernel.home, installed: kernel.installed }, kernel.installed ? 'Quorum is serving' : 'Quorum is waiting for installation: open /install');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await kernel.close();
}
