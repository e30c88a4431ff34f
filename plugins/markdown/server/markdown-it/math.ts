import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import { escapeHtml } from '../../../../kernel/api.ts';

/**
 * `$inline$` and `$$display$$` TeX, kept as escaped text inside `span.math-inline` /
 * `div.math-display` for the browser to typeset with KaTeX. The server never runs TeX.
 * Inline `$…$` follows pandoc: no blank right after the opening `$` or right before the
 * closing one, and no digit right after it, so "costs $5 or $6" stays plain text.
 */
export function mathPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'math_inline', mathInline);
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.renderer.rules.math_inline = (tokens, idx) => `<span class="math-inline">${escapeHtml(tokens[idx]!.content)}</span>`;
  // `$$…$$` inside a paragraph stays a span: a div there would break the paragraph apart.
  md.renderer.rules.math_display_inline = (tokens, idx) => `<span class="math-display">${escapeHtml(tokens[idx]!.content)}</span>`;
  md.renderer.rules.math_block = (tokens, idx) => `<div class="math-display">${escapeHtml(tokens[idx]!.content)}</div>\n`;
}

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

/** Index of the next `delimiter` at or after `from` that no backslash escapes, or -1. */
function findClosing(src: string, from: number, delimiter: string): number {
  for (let i = src.indexOf(delimiter, from); i !== -1; i = src.indexOf(delimiter, i + 1)) {
    if (src.charCodeAt(i - 1) !== BACKSLASH) return i;
  }
  return -1;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const open = display ? 2 : 1;
  const end = findClosing(src.slice(0, posMax), pos + open, display ? '$$' : '$');
  if (end === -1) return false;
  const content = src.slice(pos + open, end);
  if (content.trim().length === 0) return false;
  if (!display) {
    if (/\s/.test(content[0]!) || /\s/.test(content[content.length - 1]!)) return false;
    if (/\d/.test(src[end + 1] ?? '')) return false;
  }
  if (!silent) {
    const token = state.push(display ? 'math_display_inline' : 'math_inline', 'math', 0);
    token.markup = display ? '$$' : '$';
    token.content = display ? content.trim() : content;
  }
  state.pos = end + open;
  return true;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (!state.src.startsWith('$$', start)) return false;
  start += 2;
  let firstLine = state.src.slice(start, max);
  let lastLine = '';
  let line = startLine;
  let closed = false;
  if (firstLine.trim().endsWith('$$')) {
    // `$$ x $$` on one line.
    firstLine = firstLine.trim().slice(0, -2);
    closed = true;
  } else {
    for (line = startLine + 1; line < endLine; line++) {
      const lineStart = state.bMarks[line]! + state.tShift[line]!;
      const lineEnd = state.eMarks[line]!;
      if (lineStart < lineEnd && state.sCount[line]! < state.blkIndent) break;
      const text = state.src.slice(lineStart, lineEnd).trim();
      if (text.endsWith('$$')) {
        lastLine = text.slice(0, -2);
        closed = true;
        break;
      }
    }
  }
  if (!closed) return false;
  if (silent) return true;
  const middle = line > startLine + 1 ? state.getLines(startLine + 1, line, state.tShift[startLine]!, false) : '';
  const content = [firstLine.trim(), middle.replace(/\n$/, ''), lastLine.trim()].filter((part) => part.length > 0).join('\n');
  state.line = line + 1;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content;
  token.markup = '$$';
  token.map = [startLine, state.line];
  return true;
}
