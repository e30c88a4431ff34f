import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginChunkGroups } from './plugin-chunks.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A plugins folder with the given files, each path relative to it. */
function pluginsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'quorum-chunks-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('pluginChunkGroups', () => {
  it("merges every plugin's modules of one chunk, ranked by the highest priority named", () => {
    const dir = pluginsFolder({
      'a/web/page.tsx': '',
      'a/web/shared.ts': '',
      'a/web/chunks.json': JSON.stringify({ chunks: { page: { modules: ['web/page.tsx'] }, shared: { priority: 2, modules: ['web/shared.ts'] } } }),
      'b/web/fill.tsx': '',
      'b/web/chunks.json': JSON.stringify({ chunks: { page: { priority: 1, modules: ['web/fill.tsx'] } } }),
      'c/web/index.tsx': '',
    });
    const groups = pluginChunkGroups(dir);
    expect(groups.map(({ name, priority }) => ({ name, priority }))).toEqual([
      { name: 'page', priority: 7 },
      { name: 'shared', priority: 8 },
    ]);
    const page = groups.find((g) => g.name === 'page')!;
    expect([join(dir, 'a/web/page.tsx'), join(dir, 'b/web/fill.tsx'), join(dir, 'a/web/shared.ts'), join(dir, 'c/web/index.tsx')].map(page.test)).toEqual([true, true, false, false]);
  });

  it('fails the build on a module that does not exist, or a priority out of range', () => {
    const missing = pluginsFolder({ 'a/web/chunks.json': JSON.stringify({ chunks: { page: { modules: ['web/gone.tsx'] } } }) });
    expect(() => pluginChunkGroups(missing)).toThrow(/chunk page names web\/gone\.tsx, which does not exist/);
    const ranked = pluginsFolder({ 'a/web/x.ts': '', 'a/web/chunks.json': JSON.stringify({ chunks: { page: { priority: 9, modules: ['web/x.ts'] } } }) });
    expect(() => pluginChunkGroups(ranked)).toThrow(/priority must be 0–3/);
  });

  it("reads this repository's plugins: the question page's chunk takes the comment list and follow button, and what it shares with the list outranks it", () => {
    const plugins = fileURLToPath(new URL('../../plugins', import.meta.url));
    const groups = pluginChunkGroups(plugins);
    const page = groups.find((g) => g.name === 'question-page')!;
    const shared = groups.find((g) => g.name === 'question-pages')!;
    expect(['questions/web/components/question-detail-page.tsx', 'comments/web/components/comment-list.tsx', 'follow/web/components/follow-button.tsx'].every((path) => page.test(join(plugins, path)))).toBe(true);
    expect(shared.test(join(plugins, 'questions/web/api.ts'))).toBe(true);
    expect(shared.priority).toBeGreaterThan(page.priority);
  });
});
