import { describe, expect, it } from 'vitest';
import { CODE_BLOCK_THRESHOLD, codeMarkdown, imageMarkdown, isBlockCode, linkMarkdown, wrapSelectionAsCode } from './editor-rules';

describe('editor insert rules (SPEC §5)', () => {
  it('fences a selection only when it is longer than 40 characters', () => {
    const forty = 'x'.repeat(CODE_BLOCK_THRESHOLD);
    expect(wrapSelectionAsCode('let a = 1')).toBe('`let a = 1`');
    expect(wrapSelectionAsCode(forty)).toBe(`\`${forty}\``);
    expect(wrapSelectionAsCode(`${forty}y`)).toBe(`\n\`\`\`\n${forty}y\n\`\`\`\n`);
  });

  it('fences pasted code spanning several lines or of 40 or more characters', () => {
    expect(isBlockCode('a\nb')).toBe(true);
    expect(isBlockCode('y'.repeat(39))).toBe(false);
    expect(isBlockCode('y'.repeat(40))).toBe(true);
    expect(codeMarkdown('fn main() {}\n', 'rust')).toEqual({ text: '\n```rust\nfn main() {}\n```\n' });
    expect(codeMarkdown('npm ci')).toEqual({ text: '`npm ci`' });
  });

  it('refuses empty code with the code.form message key', () => {
    expect(codeMarkdown('  \n ')).toEqual({ problem: 'code.form.fields.code.msg.empty' });
  });

  it('writes links as [name](url) or <url>, and needs a URL', () => {
    expect(linkMarkdown('https://example.org', 'Example')).toBe('[Example](https://example.org)');
    expect(linkMarkdown(' https://example.org ', '  ')).toBe('<https://example.org>');
    expect(linkMarkdown('   ', 'name')).toBeNull();
  });

  it('needs a non-empty image URL', () => {
    expect(imageMarkdown('/uploads/a.png', 'a cat')).toBe('![a cat](/uploads/a.png)');
    expect(imageMarkdown('/uploads/a.png')).toBe('![](/uploads/a.png)');
    expect(imageMarkdown(' ')).toBeNull();
  });
});
