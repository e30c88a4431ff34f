import { describe, expect, it } from 'vitest';
import { draftTime } from './server-draft';

describe('server drafts', () => {
  it('reads the save time as unix seconds, milliseconds or a date', () => {
    expect(draftTime(1_700_000_000)).toBe(1_700_000_000_000);
    expect(draftTime(1_700_000_000_123)).toBe(1_700_000_000_123);
    expect(draftTime('2023-11-14T22:13:20Z')).toBe(1_700_000_000_000);
    expect(draftTime(undefined)).toBe(0);
    expect(draftTime('soon')).toBe(0);
  });
});
