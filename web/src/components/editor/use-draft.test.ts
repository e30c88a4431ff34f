import { describe, expect, it } from 'vitest';
import { newestDraft } from './use-draft';

describe('newestDraft', () => {
  it('puts back the newer of the local and the server draft', () => {
    expect(newestDraft({ savedAt: 2_000 }, { savedAt: 1_000 })).toBe('local');
    expect(newestDraft({ savedAt: 1_000 }, { savedAt: 2_000 })).toBe('server');
    expect(newestDraft({ savedAt: 1_000 }, { savedAt: 1_000 })).toBe('local');
  });

  it('takes whichever exists, or none', () => {
    expect(newestDraft(null, { savedAt: 0 })).toBe('server');
    expect(newestDraft({ savedAt: 5 }, null)).toBe('local');
    expect(newestDraft(null, null)).toBeNull();
  });
});
