import { createRequire } from 'node:module';
import type { HLJSApi } from 'highlight.js';

/**
 * Syntax highlighting of fenced code, done once when a post is rendered (the HTML is stored), so
 * a visitor's page carries coloured code without a highlighter in its scripts. highlight.js's
 * common set (about 40 languages, the ones people paste most) keeps the server small; a fence
 * naming another language, or none, stays plain escaped text (guessing the language of a snippet
 * is often wrong and costs a pass per language).
 *
 * The result is `<span class="hljs-…">` around escaped text: the sanitizer keeps exactly those
 * classes on spans (html-sanitizer.ts) and the prose style colours them (web/src/styles/prose.css).
 */
export function highlightCode(code: string, language: string): string {
  const name = language.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (!name) return '';
  const hljs = highlighter();
  if (!hljs.getLanguage(name)) return '';
  return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
}

let loaded: HLJSApi | undefined;

/**
 * Loaded the first time a fence names a language, not at start: its grammars cost about 9 MB of
 * memory and 200 ms, which every `quorum` command and a site where nobody posts code would pay.
 */
function highlighter(): HLJSApi {
  loaded ??= createRequire(import.meta.url)('highlight.js/lib/common') as HLJSApi;
  return loaded;
}
