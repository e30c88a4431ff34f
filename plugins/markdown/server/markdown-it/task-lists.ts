import type { MarkdownIt, StateCore, Token } from 'markdown-it';

const MARKER = /^\[([ xX])\][ \t]/;

/**
 * GFM task lists: a list item whose text starts with `[ ] ` or `[x] ` gets a disabled
 * checkbox (posts are not forms), `li.task-list-item` and `ul.contains-task-list`.
 */
export function taskListPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task_lists', (state: StateCore) => {
    const { tokens } = state;
    for (let i = 2; i < tokens.length; i++) {
      const inline = tokens[i]!;
      if (inline.type !== 'inline' || tokens[i - 1]!.type !== 'paragraph_open' || tokens[i - 2]!.type !== 'list_item_open') continue;
      const first = inline.children?.[0];
      const match = first?.type === 'text' ? MARKER.exec(first.content) : null;
      if (!first || !match) continue;
      first.content = first.content.slice(match[0].length);
      const checkbox = new state.Token('task_checkbox', 'input', 0);
      checkbox.meta = { checked: match[1] !== ' ' };
      inline.children!.unshift(checkbox);
      tokens[i - 2]!.attrJoin('class', 'task-list-item');
      listOpening(tokens, i - 2)?.attrSet('class', 'contains-task-list');
    }
  });
  md.renderer.rules.task_checkbox = (tokens, idx) =>
    `<input class="task-list-item-checkbox" type="checkbox" disabled${tokens[idx]!.meta?.checked ? ' checked' : ''}> `;
}

/** The `ul`/`ol` opening that holds the list item at `itemIndex`. */
function listOpening(tokens: Token[], itemIndex: number): Token | undefined {
  const level = tokens[itemIndex]!.level - 1;
  for (let j = itemIndex - 1; j >= 0; j--) {
    const token = tokens[j]!;
    if (token.level === level && (token.type === 'bullet_list_open' || token.type === 'ordered_list_open')) return token;
  }
  return undefined;
}
