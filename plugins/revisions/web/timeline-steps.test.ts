import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from './api';
import { canRollBack, currentRevision, previousRevision } from './timeline-steps';

const entry = (revision_id: string, revision_status: number, activity_type = 'edited'): TimelineEntry => ({
  activity_id: `a${revision_id}`, revision_id, created_at: 1, activity_type, comment: '', object_id: 'q', object_type: 'question',
  cancelled: false, cancelled_at: 0, revision_status, user_info: {} as TimelineEntry['user_info'],
});

describe('timeline steps', () => {
  const entries = [entry('1', 2, 'asked'), entry('0', 0, 'closed'), entry('2', 3), entry('3', 2), entry('4', 1)];

  it('compares each revision with the applied one before it, skipping steps without content and refused suggestions', () => {
    expect(previousRevision(entries, 0)).toBe('0');
    expect(previousRevision(entries, 2)).toBe('1');
    expect(previousRevision(entries, 3)).toBe('1');
    expect(previousRevision(entries, 4)).toBe('3');
  });

  it('offers rollback to earlier applied revisions only', () => {
    const current = currentRevision(entries);
    expect(current).toBe('3');
    expect(entries.filter((e) => canRollBack(e, current)).map((e) => e.revision_id)).toEqual(['1']);
  });
});
