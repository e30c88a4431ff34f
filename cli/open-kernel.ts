import { pino } from 'pino';
import { Kernel } from '../kernel/kernel.ts';
import { QuorumError, type FieldError } from '../kernel/http/errors.ts';
import { translateFieldMessage } from '../kernel/http/error-middleware.ts';
import { CliError } from './run-action.ts';

/** A kernel for one CLI command: quiet logs, booted, closed afterwards. */
export async function withKernel<T>(
  home: string | undefined,
  fn: (kernel: Kernel) => Promise<T>,
  { migrate = false, installed = true }: { migrate?: boolean; installed?: boolean } = {},
): Promise<T> {
  const kernel = new Kernel({ home, logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }), webDist: false });
  try {
    await kernel.boot({ migrate });
    if (installed && !kernel.installed) throw new CliError(`no installed site in ${kernel.home}; run \`quorum init\` first`);
    return await fn(kernel);
  } catch (err) {
    throw explain(kernel, err);
  } finally {
    await kernel.close();
  }
}

/** Turns a kernel error into one readable English line. */
export function explain(kernel: Kernel, err: unknown): Error {
  if (!(err instanceof QuorumError)) return err as Error;
  let text = kernel.translator.t('en_US', err.reason, err.vars);
  if (Array.isArray(err.data)) {
    const fields = (err.data as FieldError[])
      .map((f) => ({ field: f.error_field, message: translateFieldMessage(kernel.translator, 'en_US', f.error_msg) }))
      // A field message that only repeats the reason adds nothing but noise on one line.
      .filter((f) => f.message !== text);
    if (fields.length) text += ` ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`;
  }
  return new CliError(text);
}
