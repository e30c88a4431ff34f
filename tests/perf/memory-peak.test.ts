import { describe, expect, it } from 'vitest';
import { memoryLines, type MemoryReport } from './memory-peak.ts';

const MB = 1048576;

// 200 MB resident: 50 file-backed, 150 anonymous, of which V8's heap 90, external 12, malloc'd 3, the rest 45
const report: MemoryReport = {
  javascriptHeap: {
    totalCommittedMemory: 90 * MB,
    usedMemory: 70 * MB,
    externalMemory: 12 * MB,
    mallocedMemory: 3 * MB,
    heapSpaces: {
      old_space: { committedMemory: 70 * MB, used: 62 * MB },
      new_space: { committedMemory: 16 * MB, used: 5 * MB },
      code_space: { committedMemory: 4 * MB, used: 3 * MB },
      map_space: { committedMemory: 0.5 * MB, used: 0.4 * MB },
    },
  },
  resourceUsage: { rss: String(200 * MB) },
};

describe("a server's memory near its peak", () => {
  it('splits resident memory into code, V8 heap by space (largest first), what V8 holds outside it and the rest', () => {
    const lines = memoryLines(report, { anonKb: 150 * 1024, fileKb: 50 * 1024 });
    expect(lines[0]).toBe("resident 200 MB: file-backed 50 MB (node and its native modules' code), anonymous 150 MB");
    expect(lines[1]).toBe("V8's heap 90 MB committed, 70 MB of it live or not yet collected: old_space 70 (62 used), new_space 16 (5 used), code_space 4 (3 used)");
    expect(lines[2]).toContain('external 12 MB');
    expect(lines[2]).toContain("malloc'd by V8 3 MB");
    expect(lines[3]).toMatch(/^the rest of the anonymous memory: 45 MB/);
  });

  it('reads a report without external memory as none', () => {
    const { externalMemory: _, ...heap } = report.javascriptHeap;
    expect(memoryLines({ ...report, javascriptHeap: heap }, { anonKb: 150 * 1024, fileKb: 50 * 1024 })[3]).toMatch(/: 57 MB/);
  });
});
