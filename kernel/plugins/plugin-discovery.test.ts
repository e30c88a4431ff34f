import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SchemaValidator } from '../http/validation.ts';
import { discoverPlugins, resolveRequirements, type DiscoveredPlugin } from './plugin-discovery.ts';
import type { PluginManifest } from './plugin-manifest.ts';

const plugin = (id: string, requires: string[] = [], kind: PluginManifest['kind'] = 'feature'): DiscoveredPlugin => ({
  dir: `/x/${id}`,
  manifest: { id, name: id, version: '1.0.0', description: '', kernel: '^5', kind, requires, optional: [], core: false, enabledByDefault: true },
});

describe('plugin discovery', () => {
  it('orders plugins after what they require, storage engines first', () => {
    const { ordered, rejected } = resolveRequirements([plugin('c', ['b']), plugin('b', ['a']), plugin('a'), plugin('storage-x', [], 'storage')]);
    expect(ordered.map((p) => p.manifest.id)).toEqual(['storage-x', 'a', 'b', 'c']);
    expect(rejected).toEqual([]);
  });

  it('rejects a missing requirement by name, and what needs the rejected plugin, keeping the rest', () => {
    const { ordered, rejected } = resolveRequirements([plugin('a', ['ghost']), plugin('b', ['a']), plugin('c')]);
    expect(ordered.map((p) => p.manifest.id)).toEqual(['c']);
    expect(rejected.map((r) => [r.plugin.manifest.id, r.error])).toEqual([
      ['a', 'plugin "a" requires "ghost", which is not installed'],
      ['b', 'plugin "b" requires "a", which cannot start'],
    ]);
  });

  it('rejects a circular requirement, naming the cycle', () => {
    const { ordered, rejected } = resolveRequirements([plugin('a', ['b']), plugin('b', ['c']), plugin('c', ['a']), plugin('d')]);
    expect(ordered.map((p) => p.manifest.id)).toEqual(['d']);
    expect(rejected.find((r) => r.plugin.manifest.id === 'a')!.error).toBe('circular plugin requirement: a → b → c → a');
  });

  it('puts installed optional plugins first, and starts a plugin whose optional one is absent', () => {
    const withOptional = (p: DiscoveredPlugin, optional: string[]) => ({ ...p, manifest: { ...p.manifest, optional } });
    const { ordered, rejected } = resolveRequirements([
      withOptional(plugin('review', ['questions']), ['reputation', 'ghost']), plugin('questions', ['tags']), plugin('tags'),
      withOptional(plugin('reputation', ['questions']), ['votes']), plugin('votes', ['questions']),
    ]);
    expect(rejected).toEqual([]);
    expect(ordered.map((p) => p.manifest.id)).toEqual(['tags', 'questions', 'votes', 'reputation', 'review']);
  });

  it('rejects a manifest that breaks the schema, naming the field', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quorum-plugins-'));
    await mkdir(join(root, 'bad'));
    await writeFile(join(root, 'bad', 'plugin.json'), JSON.stringify({ id: 'bad', name: 'Bad', version: 'one', description: '', kernel: '^5', kind: 'feature' }));
    await expect(discoverPlugins([root], new SchemaValidator())).rejects.toThrow(/plugin\.json is not a valid plugin manifest: version/);
  });

  it('rejects a manifest whose id is not its folder name', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quorum-plugins-'));
    await mkdir(join(root, 'folder'));
    await writeFile(join(root, 'folder', 'plugin.json'), JSON.stringify({ id: 'other', name: 'X', version: '1.0.0', description: '', kernel: '^5', kind: 'feature' }));
    await expect(discoverPlugins([root], new SchemaValidator())).rejects.toThrow('must equal its folder name');
  });
});
