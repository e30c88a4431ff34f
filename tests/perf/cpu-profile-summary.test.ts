import { describe, expect, it } from 'vitest';
import { placeOf, summarizeProfile, summaryTables, type CpuProfile } from './cpu-profile-summary.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6] },
    { id: 2, callFrame: frame('toSQL', 'file:///app/node_modules/knex/lib/query/querycompiler.js', 115) },
    { id: 3, callFrame: frame('(garbage collector)') },
    { id: 4, callFrame: frame('answer', 'file:///app/kernel/http/route-builder.ts', 50) },
    { id: 5, callFrame: frame('processChunk', 'node:zlib', 478) },
    { id: 6, callFrame: frame('overlay', 'file:///app/plugins/votes/server/member-votes.ts', 9) },
  ],
  samples: [2, 2, 3, 4, 5, 6, 99],
  timeDeltas: [100, 100, 50, 30, 15, 5, 1000],
};

describe('a CPU profile summary', () => {
  it('names where code lives: a package, a node: module, the kernel, a plugin, the engine', () => {
    expect(placeOf(frame('x', 'file:///a/node_modules/@scope/pkg/index.js'))).toBe('pkg @scope/pkg');
    expect(placeOf(frame('x', 'node:internal/streams/readable'))).toBe('node streams/readable');
    expect(placeOf(frame('x', 'file:///a/kernel/db/x.ts'))).toBe('kernel');
    expect(placeOf(frame('x', 'file:///a/plugins/web-pages/server/x.ts'))).toBe('plugins/web-pages');
    expect(placeOf(frame('(idle)'))).toBe('(idle)');
    expect(placeOf(frame('writev'))).toBe('native writev');
  });

  it('adds each sample to its place and function, costliest first, and leaves out samples of no known node', () => {
    const summary = summarizeProfile(profile, 3);
    expect(summary.totalMs).toBe(0.3);
    expect(summary.places.map((p) => p.name)).toEqual(['pkg knex', '(garbage collector)', 'kernel']);
    expect(summary.places[0]!.share).toBeCloseTo(2 / 3);
    expect(summary.functions[0]).toMatchObject({ name: 'toSQL query/querycompiler.js:116', ms: 0.2 });
    expect(summary.functions).toHaveLength(3);
  });

  it('prints both as Markdown tables', () => {
    const text = summaryTables(summarizeProfile(profile, 2));
    expect(text).toContain('| where | own time | share |');
    expect(text).toContain('| pkg knex | 0.2 ms | 66.7 % |');
    expect(text).toContain('| (garbage collector) | 0.1 ms | 16.7 % |');
  });
});
