import type { Env, MarkdownIt, StateCore, Token } from 'markdown-it';

/**
 * `@name` → a link to `/u/name` (SPEC §5 Mentions). Runs after linkify, on text tokens only,
 * so code spans, code blocks, math and existing links are left alone. The name is
 * `[\w.-]+` without trailing dots or dashes ("thanks @alice." mentions `alice`); an `@`
 * right after a word character is an e-mail address, not a mention.
 */
const MENTION = /(^|[^\w.@/-])@([\w.-]*\w)/g;

export interface MentionEnv extends Env {
  /** Filled while parsing: every mentioned name, in order, with repeats. */
  mentions?: string[];
}

export function mentionPlugin(md: MarkdownIt): void {
  md.core.ruler.push('mentions', (state: StateCore) => {
    const env = state.env as MentionEnv;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      block.children = linkMentions(block.children, state, env);
    }
  });
}

function linkMentions(children: Token[], state: StateCore, env: MentionEnv): Token[] {
  const out: Token[] = [];
  let linkDepth = 0;
  for (const token of children) {
    if (token.type === 'link_open') linkDepth++;
    if (token.type === 'link_close') linkDepth--;
    if (token.type !== 'text' || linkDepth > 0 || !token.content.includes('@')) {
      out.push(token);
      continue;
    }
    let last = 0;
    for (const match of token.content.matchAll(MENTION)) {
      const at = match.index + match[1]!.length;
      const name = match[2]!;
      out.push(text(state, token.content.slice(last, at), token.level));
      const open = new state.Token('link_open', 'a', 1);
      open.attrSet('href', `/u/${name}`);
      open.level = token.level;
      out.push(open, text(state, `@${name}`, token.level + 1));
      const close = new state.Token('link_close', 'a', -1);
      close.level = token.level;
      out.push(close);
      (env.mentions ??= []).push(name);
      last = at + 1 + name.length;
    }
    out.push(text(state, token.content.slice(last), token.level));
  }
  return out.filter((t) => t.type !== 'text' || t.content.length > 0);
}

function text(state: StateCore, content: string, level: number): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  token.level = level;
  return token;
}
