import { ensureServerBuild } from '../server-build.ts';
import { ensureWebBundle } from '../web-bundle.ts';

/**
 * Builds what `quorum run` serves: the server as JavaScript (dist/server), the web bundle
 * (web/dist) and the plugins added to the site. Only what is missing or stale, unless --force.
 */
export default async function build({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const force = options.force === true;
  await ensureServerBuild(log, home, { force });
  await ensureWebBundle(log, { force });
}
