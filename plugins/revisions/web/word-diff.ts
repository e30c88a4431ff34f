/*
 * A word diff: the longest common subsequence over tokens (words, runs of spaces, single
 * punctuation marks, and each Han or kana character alone since those scripts put no spaces
 * between words). Long texts are first compared by lines and then by words inside each changed
 * block, so the table stays small enough for the browser whatever the post's length.
 */

export type DiffOp = 'equal' | 'insert' | 'delete';

export interface DiffPart {
  op: DiffOp;
  text: string;
}

/** Above this many table cells a block is shown as removed and added whole. */
const MAX_CELLS = 2_000_000;

const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}\p{M}_])+|\s+|[^\s]/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function push(parts: DiffPart[], op: DiffOp, text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/** LCS of two token lists; adjacent parts of one kind are merged. */
export function diffTokens(a: readonly string[], b: readonly string[]): DiffPart[] {
  const parts: DiffPart[] = [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  push(parts, 'equal', a.slice(0, start).join(''));
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    push(parts, 'delete', a.slice(start, endA).join(''));
    push(parts, 'insert', b.slice(start, endB).join(''));
  } else {
    // lcs[i * (m + 1) + j]: the common length of a[start + i..] and b[start + j..]
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] = a[start + i] === b[start + j] ? lcs[(i + 1) * width + j + 1]! + 1 : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        push(parts, 'equal', a[start + i]!);
        i++;
        j++;
      } else if (i < n && (j === m || lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
        // removals first, so a changed block reads as removed then added
        push(parts, 'delete', a[start + i]!);
        i++;
      } else {
        push(parts, 'insert', b[start + j]!);
        j++;
      }
    }
  }
  push(parts, 'equal', a.slice(endA).join(''));
  return parts;
}

/** Word-level changes from `before` to `after`. */
export function diffWords(before: string, after: string): DiffPart[] {
  const byLine = diffTokens(lines(before), lines(after));
  const parts: DiffPart[] = [];
  for (let k = 0; k < byLine.length; k++) {
    const part = byLine[k]!;
    const next = byLine[k + 1];
    if (part.op === 'delete' && next?.op === 'insert') {
      for (const p of diffTokens(tokenize(part.text), tokenize(next.text))) push(parts, p.op, p.text);
      k++;
    } else {
      push(parts, part.op, part.text);
    }
  }
  return parts;
}

/** True when the two texts differ at all. */
export const changed = (parts: readonly DiffPart[]) => parts.some((p) => p.op !== 'equal');
