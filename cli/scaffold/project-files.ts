import { join } from 'node:path';
import { REPO_ROOT } from '../../kernel/paths.ts';
import { SDK_PACKAGES, type ScaffoldNames } from './scaffold-names.ts';

const at = (repoPath: string) => join(REPO_ROOT, repoPath);
/** Each SDK package name and the file of this installation it stands for. */
const sdkFiles = () => Object.entries(SDK_PACKAGES).map(([repoPath, name]) => ({ name, file: at(repoPath.endsWith('sdk') ? `${repoPath}/index.ts` : repoPath) }));

/**
 * A plugin written outside the repository builds, type-checks and tests against this
 * installation: its tsconfig and vitest config resolve the SDK's package names (and the packages
 * the SDK's types use) to the installation's files, and its scripts run the installation's tools.
 */
export function projectFiles(n: ScaffoldNames): Record<string, string> {
  const bin = (tool: string) => at(join('node_modules', '.bin', tool));
  const pkg = {
    name: `quorum-plugin-${n.id}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts: {
      test: `${bin('vitest')} run`,
      typecheck: `${bin('tsc')} -p tsconfig.json`,
      pack: `tar -czf ../${n.id}.tgz --exclude=node_modules --exclude=dist --exclude=web-dist -C .. ${n.id}`,
    },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx',
      strict: true, noEmit: true, allowImportingTsExtensions: true, esModuleInterop: true, resolveJsonModule: true, skipLibCheck: true,
      isolatedModules: true, types: ['node'], typeRoots: [at('node_modules/@types')],
      paths: {
        ...Object.fromEntries(sdkFiles().map(({ name, file }) => [name, [file]])),
        '*': [at('node_modules/@types/*'), at('node_modules/*')],
      },
    },
    // the installation's ambient declarations (the request's `quorum`, Vite's import.meta, vitest's provide)
    files: ['kernel/http/request-context.ts', 'web/src/vite-env.d.ts', 'tests/support/global-setup.ts'].map(at),
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['dist', 'web-dist'],
  };
  const aliases = [...sdkFiles().map(({ name, file }) => ({ find: name, replacement: file })), { find: 'vitest', replacement: at('node_modules/vitest/dist/index.js') }];
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'vitest.config.mjs': `// The SDK's package names resolve to the Quorum installation this plugin was written with.
export default {
  resolve: { alias: ${JSON.stringify(aliases.map(({ find, replacement }) => ({ find: `^${find.replace('/', '\\/')}$`, replacement })))}.map((a) => ({ find: new RegExp(a.find), replacement: a.replacement })) },
  test: {
    include: ['**/*.test.ts'], exclude: ['**/node_modules/**', 'dist/**', 'web-dist/**'], testTimeout: 30_000, hookTimeout: 60_000,
    // finds the database engines to run on (QUORUM_TEST_ENGINES narrows them), as the repository's suites do
    globalSetup: [${JSON.stringify(join(REPO_ROOT, 'tests', 'support', 'global-setup.ts'))}],
  },
};
`,
  };
}
