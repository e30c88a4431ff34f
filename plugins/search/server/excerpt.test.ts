import { describe, expect, it } from 'vitest';
import { highlightExcerpt } from './excerpt.ts';

describe("a search hit's excerpt", () => {
  it('ends between words, never inside one', () => {
    // the window's 200th character falls inside `starts`
    const text = `${'word '.repeat(39)}starts sideways and more words follow here`;
    const excerpt = highlightExcerpt(text, ['unmatched']);
    expect(excerpt).toMatch(/ word …$/);
    expect(excerpt).not.toContain('start');
  });

  it('cuts text without spaces where the window ends', () => {
    const text = '数据库连接池'.repeat(60);
    expect(highlightExcerpt(text, ['连接池'])).toMatch(/^.{1,}…$/);
    expect(highlightExcerpt(text, ['连接池']).replace(/<\/?em>/g, '').length).toBe(200 + ' …'.length);
  });

  it('keeps a short text whole', () => {
    expect(highlightExcerpt('Pool sizes for the proxy', ['proxy'])).toBe('Pool sizes for the <em>proxy</em>');
  });
});
