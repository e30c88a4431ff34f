import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { architectureViolations, fileCycles, layerViolations, pluginCycles, pluginImportViolations, providerApiViolations } from './layers.ts';

const trees: string[] = [];

/** A small source tree: each path and its text; `plugins/<id>/plugin.json` takes `[requires, optional]`. */
function tree(files: Record<string, string | [string[], string[]]>): string {
  const root = mkdtempSync(join(tmpdir(), 'quorum-layers-'));
  trees.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const text = Array.isArray(content) ? JSON.stringify({ id: path.split('/')[1], requires: content[0], optional: content[1] }) : content;
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('layering (DESIGN.md §1)', () => {
  it('finds nothing to refuse in this tree: no layer crossed, no import outside a manifest, no plugin cycle, no import circle', () => {
    expect(architectureViolations()).toEqual([]);
  });

  it('refuses the kernel or the CLI importing a plugin, and the web shell importing a plugin or the kernel', () => {
    const root = tree({
      'plugins/a/plugin.json': [[], []],
      'plugins/a/server/api.ts': 'export const x = 1;',
      'kernel/boot.ts': "import { x } from '../plugins/a/server/api.ts';",
      'cli/main.ts': "export { x } from '../plugins/a/server/api.ts';",
      'web/src/features/layout/api.ts': "import type { X } from '../../../../plugins/a/schemas/x';",
      'web/src/app.ts': "const k = await import('../../kernel/boot.ts');",
      'web/src/fine.ts': "import { y } from '../../schemas/api/y';",
    });
    expect(layerViolations(root)).toEqual([
      'kernel/boot.ts: ../plugins/a/server/api.ts (the kernel knows no plugin, no web, no CLI)',
      'cli/main.ts: ../plugins/a/server/api.ts (the CLI talks to the kernel only)',
      'web/src/app.ts: ../../kernel/boot.ts (the web shell talks HTTP and discovers plugins, it imports none)',
      'web/src/features/layout/api.ts: ../../../../plugins/a/schemas/x (the web shell talks HTTP and discovers plugins, it imports none)',
    ]);
  });

  it("refuses a plugin importing another plugin its plugin.json does not name, and another plugin's internals", () => {
    const root = tree({
      'plugins/a/plugin.json': [[], []],
      'plugins/a/server/api.ts': 'export const x = 1;',
      'plugins/a/server/service.ts': 'export const y = 1;',
      'plugins/a/server/a-test-kit.ts': 'export const kit = 1;',
      'plugins/b/plugin.json': [[], ['a']],
      'plugins/b/server/named.ts': "import { x } from '../../a/server/api.ts';\nimport type { S } from '../../a/schemas/s.ts';",
      'plugins/b/web/named.tsx': "import { Picker } from '../../a/web/api';\nimport { Slot } from '../../a/web/slots';",
      'plugins/b/server/internal.ts': "import { y } from '../../a/server/service.ts';",
      'plugins/b/server/kit.ts': "import { kit } from '../../a/server/a-test-kit.ts';",
      'plugins/c/plugin.json': [[], []],
      'plugins/c/server/index.ts': "import { x } from '../../a/server/api.ts';",
      'plugins/c/server/c.test.ts': "import { x } from '../../a/server/api.ts';\nimport { kit } from '../../a/server/a-test-kit.ts';",
      'plugins/c/server/d.test.ts': "import { y } from '../../a/server/service.ts';",
    });
    expect(pluginImportViolations(root).sort()).toEqual([
      "plugins/b/server/internal.ts -> plugins/a/server/service.ts (import another plugin's server/api.ts, web/api.ts, web/slots.ts or schemas/ only)",
      "plugins/b/server/kit.ts -> plugins/a/server/a-test-kit.ts (import another plugin's server/api.ts, web/api.ts, web/slots.ts or schemas/ only)",
      "plugins/c/server/d.test.ts -> plugins/a/server/service.ts (import another plugin's server/api.ts, web/api.ts, web/slots.ts or schemas/ only)",
      'plugins/c/server/index.ts -> plugins/a/server/api.ts ("a" is in neither requires nor optional of plugins/c/plugin.json)',
    ]);
  });

  it('refuses kernel/provider-api.ts to a plugin whose plugin.json lists no kernel port in "provides"', () => {
    const root = tree({
      'kernel/api.ts': "export { definePlugin } from './define.ts';",
      'kernel/provider-api.ts': "export { RendererPoint } from './renderer.ts';",
      'plugins/feature/plugin.json': JSON.stringify({ id: 'feature', requires: [], optional: [] }),
      'plugins/feature/server/index.ts': "import { definePlugin } from '../../../kernel/api.ts';\nimport { RendererPoint } from '../../../kernel/provider-api.ts';",
      'plugins/feature/server/renderer.test.ts': "import { RendererPoint } from '../../../kernel/provider-api.ts';",
      'plugins/empty/plugin.json': JSON.stringify({ id: 'empty', requires: [], optional: [], provides: [] }),
      'plugins/empty/server/deep/engine.ts': "import type { X } from '../../../../kernel/provider-api.ts';",
      'plugins/renderer/plugin.json': JSON.stringify({ id: 'renderer', requires: [], optional: [], provides: ['kernel.renderer'] }),
      'plugins/renderer/server/index.ts': "import { definePlugin } from '../../../kernel/api.ts';\nimport { RendererPoint } from '../../../kernel/provider-api.ts';",
    });
    expect(providerApiViolations(root)).toEqual([
      'plugins/empty/server/deep/engine.ts -> kernel/provider-api.ts (plugins/empty/plugin.json lists no kernel port in "provides"; a feature plugin imports kernel/api.ts only)',
      'plugins/feature/server/index.ts -> kernel/provider-api.ts (plugins/feature/plugin.json lists no kernel port in "provides"; a feature plugin imports kernel/api.ts only)',
    ]);
    expect(architectureViolations(root)).toEqual(providerApiViolations(root));
  });

  it('refuses a cycle among plugins, through manifests or through imports', () => {
    const byManifest = tree({
      'plugins/a/plugin.json': [['b'], []],
      'plugins/b/plugin.json': [[], ['c']],
      'plugins/c/plugin.json': [[], ['a']],
      'plugins/d/plugin.json': [['a'], []],
    });
    expect(pluginCycles(byManifest)).toEqual(['plugin cycle: a -> b -> c -> a']);
    const byImport = tree({
      'plugins/a/plugin.json': [['b'], []],
      'plugins/b/plugin.json': [[], []],
      'plugins/b/server/index.ts': "import { x } from '../../a/server/api.ts';",
      'plugins/b/server/b.test.ts': "import { x } from '../../c/server/api.ts';",
      'plugins/c/plugin.json': [['b'], []],
    });
    expect(pluginCycles(byImport)).toEqual(['plugin cycle: a -> b -> a']);
    // A test boots what it names, as tests/ does: its imports make no edge.
    expect(pluginImportViolations(byImport)).toEqual(['plugins/b/server/index.ts -> plugins/a/server/api.ts ("a" is in neither requires nor optional of plugins/b/plugin.json)']);
  });

  it('refuses a circle of imports among files of the kernel, the CLI or a plugin, type-only imports included', () => {
    const root = tree({
      // The kernel's type circle as it was: a module taking the whole Kernel from the file that builds it.
      'kernel/kernel.ts': "import { buildApp } from './http/app.ts';\nimport { readConfig } from './config/home.ts';",
      'kernel/http/app.ts': "import type { Kernel } from '../kernel.ts';\nimport { x } from './route.ts';",
      'kernel/http/route.ts': 'export const x = 1;',
      'kernel/config/home.ts': "import type { Metrics } from '../http/metrics.ts';",
      'kernel/http/metrics.ts': "import type { Kernel } from '../kernel.ts';",
      // A web barrel re-exporting a component that imports it back, written without extensions.
      'plugins/a/web/api.ts': "export { Picker } from './components/picker';",
      'plugins/a/web/components/picker.tsx': "import { key } from '../api';",
      'plugins/a/web/components/index.ts': "import { self } from './index';",
      // One way only: no circle.
      'cli/main.ts': "import { run } from './commands/run.ts';\nimport { Kernel } from '../kernel/kernel.ts';",
      'cli/commands/run.ts': "import { KERNEL } from '../../kernel/version.ts';",
      'kernel/version.ts': 'export const KERNEL = 1;',
      'web/src/sdk/index.ts': "export { self } from './index';",
    });
    expect(fileCycles(root)).toEqual([
      'import circle of 4 files: kernel/config/home.ts -> kernel/http/metrics.ts -> kernel/kernel.ts -> kernel/config/home.ts',
      'import circle of 2 files: plugins/a/web/api.ts -> plugins/a/web/components/picker.tsx -> plugins/a/web/api.ts',
      'import circle of 1 file: plugins/a/web/components/index.ts -> plugins/a/web/components/index.ts',
    ]);
    expect(architectureViolations(root)).toEqual(fileCycles(root));
  });

  it('passes a tree that keeps every rule', () => {
    const root = tree({
      'plugins/a/plugin.json': [[], []],
      'plugins/a/server/api.ts': "import { definePlugin } from '../../../kernel/api.ts';",
      'plugins/b/plugin.json': [['a'], []],
      'plugins/b/server/index.ts': "import { x } from '../../a/server/api.ts';\nimport { y } from '../../../schemas/api/y.ts';",
      'kernel/api.ts': "export { z } from './z.ts';",
      'web/src/main.ts': "import { y } from '../../schemas/api/y';",
    });
    expect(architectureViolations(root)).toEqual([]);
  });
});
