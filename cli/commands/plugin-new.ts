import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import manifestSchema from '../../schemas/plugin-manifest.schema.json' with { type: 'json' };
import { REPO_ROOT } from '../../kernel/paths.ts';
import { CliError } from '../run-action.ts';
import { scaffoldFiles } from '../plugin-scaffold.ts';

/** Writes a working feature plugin to `<dir>/<id>` (default the repository's plugins/). */
export default async function pluginNew({ args, options }: { args: unknown[]; options: Record<string, unknown> }): Promise<void> {
  const id = String(args[0]);
  if (!new RegExp(manifestSchema.properties.id.pattern).test(id)) {
    throw new CliError(`invalid plugin id "${id}": a lower-case letter, then 1 to 63 lower-case letters, digits or "-"`);
  }
  const dir = join(resolve(typeof options.dir === 'string' ? options.dir : join(REPO_ROOT, 'plugins')), id);
  if (existsSync(dir)) throw new CliError(`${dir} already exists`);
  for (const [path, text] of Object.entries(scaffoldFiles(id, dir))) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  process.stdout.write(`Created plugin ${id} in ${dir}\n`);
}
