import { describe, expect, it } from 'vitest';
import { tagNames } from './tag-names';

describe('tag names in a diff', () => {
  it('shows a tag kept by slug alone under its name, so it reads as unchanged', () => {
    const current = { tags: [{ slug_name: 'typescript', display_name: 'TypeScript' }, { slug_name: 'sqlite', display_name: 'SQLite' }] };
    const suggested = { tags: [{ slug_name: 'typescript' }, { slug_name: 'sqlite' }] };
    expect(tagNames(current, suggested as typeof current)).toEqual(['TypeScript SQLite', 'TypeScript SQLite']);
  });

  it('still shows a tag added or removed, by its name or else its slug', () => {
    const current = { tags: [{ slug_name: 'typescript', display_name: 'TypeScript' }] };
    const suggested = { tags: [{ slug_name: 'typescript' }, { slug_name: 'new-tag' }] };
    expect(tagNames(current, suggested as typeof current)).toEqual(['TypeScript', 'TypeScript new-tag']);
    expect(tagNames(null, current)).toEqual(['', 'TypeScript']);
  });
});
