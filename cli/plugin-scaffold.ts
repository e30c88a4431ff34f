import { KERNEL_RANGE, SDK_RANGE } from '../kernel/version.ts';
import { namesOf } from './scaffold/scaffold-names.ts';
import { schemaFiles, serverFiles } from './scaffold/server-files.ts';
import { webFiles } from './scaffold/web-files.ts';
import { readmeFile, testFile } from './scaffold/test-and-readme-files.ts';
import { projectFiles } from './scaffold/project-files.ts';

/**
 * The files of a new feature plugin in `dir` (the plugin's own folder), each piece of the
 * platform once: a route with request and response schemas shared with its web half, a settings
 * group, an extension point it provides and uses itself, a footer contribution, both server and
 * web catalogues, a README and a test that boots it.
 */
export function scaffoldFiles(id: string, dir: string): Record<string, string> {
  const n = namesOf(id, dir);
  const manifest = { id, name: n.title, version: '0.1.0', description: `${n.title}: describe what it does.`, kernel: KERNEL_RANGE, ...(n.inRepo ? {} : { sdk: SDK_RANGE }), kind: 'feature', capabilities: ['routes', 'web'], requires: [], optional: [] };
  return {
    'plugin.json': `${JSON.stringify(manifest, null, 2)}\n`,
    ...schemaFiles(n),
    ...serverFiles(n),
    'server/index.test.ts': testFile(n),
    ...webFiles(n),
    'README.md': readmeFile(n),
    // outside the repository: the tsconfig, vitest config and scripts that resolve the SDK
    ...(n.inRepo ? {} : projectFiles(n)),
  };
}
