import { describe, expect, it } from 'vitest';
import { busyBySecond, placeOf, summarizeProfile, summaryTables, type CpuProfile } from './cpu-profile-summary.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

// root ─ toSQL (knex), GC, answer (kernel) ─ _query (SQLite client) ─ all (native), zlib, overlay (plugin), idle
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6, 7] },
    { id: 2, callFrame: frame('toSQL', 'file:///app/node_modules/knex/lib/query/querycompiler.js', 115) },
    { id: 3, callFrame: frame('(garbage collector)') },
    { id: 4, callFrame: frame('answer', 'file:///app/kernel/http/route-builder.ts', 50), children: [8] },
    { id: 5, callFrame: frame('processChunk', 'node:zlib', 478) },
    { id: 6, callFrame: frame('overlay', 'file:///app/plugins/votes/server/member-votes.ts', 9) },
    { id: 7, callFrame: frame('(idle)') },
    { id: 8, callFrame: frame('_query', 'file:///app/dist/server/plugins/storage-sqlite/server/sqlite-client.js', 100), children: [9] },
    { id: 9, callFrame: frame('all') },
  ],
  // the first second: knex 200, GC 50, kernel 30, zlib 15, plugin 5, SQLite 100, idle 600 µs; the next: idle 1 s; the last, an unknown node
  samples: [2, 2, 3, 4, 5, 6, 9, 7, 7, 99],
  timeDeltas: [100, 100, 50, 30, 15, 5, 100, 600, 1_000_000, 1000],
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

  it('counts a sample in the stage of the first frame up its stack that is one, as a share of busy time', () => {
    const summary = summarizeProfile(profile, 10);
    expect(summary.busyMs).toBe(0.4);
    const stages = Object.fromEntries(summary.stages.map((s) => [s.name, s.share]));
    // the native `all` under the SQLite client's `_query` is SQLite's; the kernel's own frame is no stage
    expect(stages).toEqual({ knex: 0.5, 'SQLite statements': 0.25, '(garbage collector)': 0.125, other: 0.0875, compression: 0.0375 });
  });

  it('adds each sample to its place and function, costliest first, and leaves out samples of no known node', () => {
    const summary = summarizeProfile(profile, 3);
    expect(summary.totalMs).toBe(1001);
    expect(summary.places.map((p) => p.name)).toEqual(['(idle)', 'pkg knex', 'native all']);
    expect(summary.functions[1]).toMatchObject({ name: 'toSQL query/querycompiler.js:116', ms: 0.2 });
    expect(summary.functions).toHaveLength(3);
  });

  it('reads a window of seconds, and says how busy each second was', () => {
    expect(summarizeProfile(profile, 10, { from: 1, to: 2 })).toMatchObject({ totalMs: 1000, busyMs: 0, stages: [] });
    expect(busyBySecond(profile)).toEqual([0.4, 0]);
  });

  it('prints them as Markdown tables', () => {
    const text = summaryTables(summarizeProfile(profile, 2));
    expect(text).toContain('1001 ms sampled, 0 ms busy');
    expect(text).toContain('| knex | 0.2 ms | 50.0 % |');
    expect(text).toContain('| (idle) | 1001 ms | 100.0 % |');
  });
});
