import { Kernel } from '../../kernel/kernel.ts';
import { COMPILED } from '../../kernel/paths.ts';
import { CliError } from '../run-action.ts';
import { explain } from '../open-kernel.ts';

/** The address to open, in words: the site, or before install its wizard. */
export function openLine(port: number, installed: boolean): string {
  const origin = `http://localhost:${port}`;
  return installed
    ? `Quorum is serving: open ${origin}/ in a browser.`
    : `Quorum is not installed yet: open ${origin}/install in a browser to install it.`;
}

/**
 * Serves the site until SIGINT/SIGTERM. Before install it serves the install wizard.
 * bin/quorum.mjs builds what is stale and runs this from the compiled server build.
 */
export default async function run({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  const port = Number(options.port ?? process.env.PORT ?? 9080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`invalid port "${String(options.port ?? process.env.PORT)}"`);
  const kernel = new Kernel({ home });
  let bound: number;
  try {
    await kernel.boot({ migrate: false });
    bound = await kernel.listen(port);
  } catch (err) {
    // Closed, or the database pool and the checkpointer would keep a refused process alive.
    await kernel.close();
    throw explain(kernel, err);
  }
  // Start-up cost since the process began: wall time, and CPU time (what a busy machine does not inflate).
  const cpu = process.cpuUsage();
  const startup = { startup_ms: Math.round(performance.now()), startup_cpu_ms: Math.round((cpu.user + cpu.system) / 1000) };
  const serving = { port: bound, home: kernel.home, installed: kernel.installed, compiled: COMPILED, ...startup };
  kernel.logger.info(serving, kernel.installed ? 'Quorum is serving' : 'Quorum is waiting for installation: open /install');
  // The JSON line is for log collectors; a person starting the site reads this one.
  process.stdout.write(`${openLine(bound, kernel.installed)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await kernel.close();
}
