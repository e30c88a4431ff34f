/**
 * The pure insert rules of SPEC §5 for the editor's code, link and image forms.
 * Form components and toolbar actions call these; they hold no editor state.
 */

/** SPEC §9: the code-block threshold. */
export const CODE_BLOCK_THRESHOLD = 40;
/** SPEC §5: the link form starts with this URL. */
export const LINK_DEFAULT_URL = 'https://';

const fence = (code: string, lang = '') => `\n\`\`\`${lang}\n${code}\n\`\`\`\n`;
const inline = (code: string) => `\`${code}\``;

/** A selection longer than 40 characters is fenced as a block, otherwise inline. */
export function wrapSelectionAsCode(selection: string): string {
  return selection.length > CODE_BLOCK_THRESHOLD ? fence(selection) : inline(selection);
}

/** Code typed or pasted into the form: several lines or 40+ characters make a fenced block. */
export function isBlockCode(code: string): boolean {
  return code.includes('\n') || code.length >= CODE_BLOCK_THRESHOLD;
}

export type CodeProblem = 'code.form.fields.code.msg.empty';

/** The markdown for the code form, or the i18n key of why it cannot be inserted. */
export function codeMarkdown(code: string, lang = ''): { text: string } | { problem: CodeProblem } {
  if (!code.trim()) return { problem: 'code.form.fields.code.msg.empty' };
  return { text: isBlockCode(code) ? fence(code.replace(/\n+$/, ''), lang.trim()) : inline(code) };
}

/** The link form: URL required (null when invalid); with a name `[name](url)`, otherwise `<url>`. */
export function linkMarkdown(url: string, name: string): string | null {
  const href = url.trim();
  if (!href) return null;
  const label = name.trim();
  return label ? `[${label}](${href})` : `<${href}>`;
}

/** The image URL tab: a non-empty URL (null when empty), with an optional description. */
export function imageMarkdown(url: string, description = ''): string | null {
  const src = url.trim();
  if (!src) return null;
  return `![${description.trim()}](${src})`;
}
