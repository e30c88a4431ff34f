import { describe, expect, it } from 'vitest';
import { duplicateIndex, slugFromName, validateTag } from './tag-rules';

describe('tag rules', () => {
  it('checks display name and slug (SPEC §5)', () => {
    expect(validateTag({ display_name: '', slug_name: '' })).toEqual({ display_name: 'form.display_name_empty', slug_name: 'form.slug_empty' });
    expect(validateTag({ display_name: 'C#', slug_name: 'c#' })).toEqual({});
    expect(validateTag({ display_name: 'x', slug_name: 'node.js+ts-1' })).toEqual({});
    expect(validateTag({ display_name: 'x', slug_name: 'Has Space' }).slug_name).toBe('form.slug_invalid');
    expect(validateTag({ display_name: 'x'.repeat(36), slug_name: 'y'.repeat(36) })).toEqual({
      display_name: 'form.display_name_too_long',
      slug_name: 'form.slug_too_long',
    });
  });

  it('finds duplicates case-insensitively', () => {
    const list = [{ slug_name: 'react', display_name: 'React' }, { slug_name: 'go', display_name: 'Go' }];
    expect(duplicateIndex(list, 'REACT')).toBe(0);
    expect(duplicateIndex(list, 'go ')).toBe(1);
    expect(duplicateIndex(list, 'rust')).toBe(-1);
  });

  it('suggests a slug from the display name the slug rule accepts', () => {
    expect(slugFromName('Python 3')).toBe('python-3');
    expect(slugFromName('  C++ ')).toBe('c++');
    expect(slugFromName('C#')).toBe('c#');
    expect(slugFromName('.NET Core')).toBe('.net-core');
    expect(slugFromName('Café au lait')).toBe('cafe-au-lait');
    expect(slugFromName('node_js -- tips!')).toBe('node-js-tips');
    expect(slugFromName('数据库')).toBe('');
    for (const name of ['Python 3', 'C++', '.NET Core', 'Café']) expect(validateTag({ display_name: name, slug_name: slugFromName(name) })).toEqual({});
  });
});
