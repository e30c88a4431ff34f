import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../kernel/paths.ts';
import { repoImport, repointKernelImports } from './kernel-import.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('repointKernelImports (plugin add)', () => {
  it("points a copied plugin's kernel imports, by path or by SDK package name, at this installation's two entries", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quorum-repoint-'));
    folders.push(dir);
    await mkdir(join(dir, 'server'));
    await writeFile(join(dir, 'server', 'index.ts'), [
      "import { definePlugin } from '../../../kernel/api.ts';",
      "import { RendererPoint } from '../../../kernel/provider-api.ts';",
      "import type { PluginContext } from '@quorum/sdk';",
      "import type { StorageEngine } from '@quorum/sdk/provider';",
      "import { x } from './api.ts';",
      "import { page } from '@quorum/sdk/web';",
    ].join('\n'));
    await repointKernelImports(dir);
    const api = repoImport(join(dir, 'server'), 'kernel/api.ts');
    const provider = repoImport(join(dir, 'server'), 'kernel/provider-api.ts');
    expect(api).toMatch(/^(\.\.\/)+.*kernel\/api\.ts$/);
    expect(join(dir, 'server', provider)).toBe(join(REPO_ROOT, 'kernel', 'provider-api.ts'));
    expect((await readFile(join(dir, 'server', 'index.ts'), 'utf8')).split('\n')).toEqual([
      `import { definePlugin } from '${api}';`,
      `import { RendererPoint } from '${provider}';`,
      `import type { PluginContext } from '${api}';`,
      `import type { StorageEngine } from '${provider}';`,
      "import { x } from './api.ts';",
      // the web half's SDK is shared by the shell at run time, not a file of the installation
      "import { page } from '@quorum/sdk/web';",
    ]);
  });
});
