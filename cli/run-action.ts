/** A command module: its default export runs the command. */
export interface CommandModule {
  default(context: { home?: string; args: unknown[]; options: Record<string, unknown> }): Promise<void | number>;
}

export class CliError extends Error {}

/**
 * Wraps a lazily loaded command: one line on failure (`quorum: <reason>`) and a non-zero
 * exit code; a returned number becomes the exit code.
 */
export function runAction(load: () => Promise<CommandModule>, home: () => string | undefined) {
  return async (...params: unknown[]) => {
    const command = params[params.length - 1] as { opts(): Record<string, unknown> };
    const args = params.slice(0, -2);
    try {
      const mod = await load();
      const code = await mod.default({ home: home(), args, options: command.opts() });
      if (typeof code === 'number' && code !== 0) process.exitCode = code;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      process.stderr.write(`quorum: ${message.split('\n')[0]}\n`);
      if (process.env.QUORUM_DEBUG) process.stderr.write(`${(err as Error).stack}\n`);
      process.exitCode = 1;
    }
  };
}
