import sanitizeHtml, { type IOptions } from 'sanitize-html';

const ALIGN = { 'text-align': [/^(left|right|center)$/] };

/**
 * The allowlist every rendered post passes through. Markdown allows raw HTML, so this is
 * the security boundary: only presentational tags, no event handlers, no `style` except
 * table alignment, links limited to http(s)/mailto/relative and images to http(s)/relative.
 * Every link is `rel="nofollow ugc"` with no `target`. Code keeps the highlighter's `hljs-*` spans.
 */
const OPTIONS: IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'div',
    'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'sub', 'sup', 'kbd', 'abbr', 'small',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'input',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    'a', 'img', 'details', 'summary',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'class'],
    ul: ['class'],
    li: ['class'],
    th: ['style'],
    td: ['style'],
    abbr: ['title'],
    details: ['open'],
    input: ['type', 'checked', 'disabled', 'class'],
    code: ['class'],
    pre: ['class'],
    span: ['class'],
    div: ['class'],
  },
  allowedClasses: {
    code: ['language-*'],
    pre: ['mermaid'],
    // highlight.js's token classes (`hljs-keyword`) and its sub-scope marks (`hljs-title function_`):
    // harmless names no shell style uses, so a post cannot dress up as the site's own controls.
    span: ['math-inline', 'math-display', 'hljs-*', /^[a-z]+_{1,2}$/],
    div: ['math-display'],
    ul: ['contains-task-list'],
    ol: ['contains-task-list'],
    li: ['task-list-item'],
    input: ['task-list-item-checkbox'],
  },
  allowedStyles: { th: ALIGN, td: ALIGN },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: true,
  // script, style, textarea … lose their content too, not just their tags.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc' } }),
    // The only input a post may hold is a read-only task checkbox.
    input: (tagName, attribs) => ({
      tagName,
      attribs: { type: 'checkbox', disabled: '', ...('checked' in attribs ? { checked: '' } : {}), ...(attribs.class ? { class: attribs.class } : {}) },
    }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
