import { describe, expect, it } from 'vitest';
import { commentText } from './comment-text.ts';

describe('comment text without the markdown plugin', () => {
  const text = commentText(() => undefined);

  it('escapes HTML and keeps paragraphs and line breaks', () => {
    expect(text.render('<script>x</script> & co\nnext\n\nsecond')).toBe('<p>&lt;script&gt;x&lt;/script&gt; &amp; co<br>next</p>\n<p>second</p>');
  });

  it('links mentions to /u/name, but not e-mail addresses', () => {
    expect(text.render('hi @bob.smith, mail me@example.com')).toBe('<p>hi <a href="/u/bob.smith">@bob.smith</a>, mail me@example.com</p>');
    expect(text.mentions('@bob and @alice, thanks @bob.')).toEqual(['bob', 'alice']);
  });
});

describe('comment text with the markdown plugin', () => {
  it('prefers the enabled MarkdownService', () => {
    const markdown = { render: (md: string) => `<md>${md}</md>`, mentions: () => ['zed'], excerpt: (md: string) => md };
    const text = commentText(() => markdown);
    expect(text.render('**hi**')).toBe('<md>**hi**</md>');
    expect(text.mentions('anything')).toEqual(['zed']);
  });
});
