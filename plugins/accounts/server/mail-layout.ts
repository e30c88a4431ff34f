import { escapeHtml, type Language } from '../../../kernel/api.ts';

/** What one mail says, before it becomes the HTML part and the plain-text part. */
export interface MailContent {
  language: Language;
  siteName: string;
  siteUrl: string;
  /** Paragraphs; a '\n' inside one is a line break. */
  paragraphs: string[];
  /** Quoted text (an answer's or a comment's excerpt). */
  quote?: string;
  /** Linked lines (a digest's notifications). */
  items?: { label: string; link: string }[];
  /** The one thing to do, shown as a button with the bare link under it. */
  action?: { label: string; link: string; hint: string };
  /** Small print at the bottom. */
  footer: string[];
}

const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');
const P = 'margin:0 0 16px;line-height:1.5';

/**
 * One look for every mail, whoever sends it (account mail, notices, the test mail): inline
 * styles only (mail clients drop style sheets), and a text part with the same words and the
 * bare links, for clients that show no HTML. The senders pass its texts (`mail.layout.*`, in the
 * kernel's catalogue, so every sender has them).
 */
export function renderMail(content: MailContent): { html: string; text: string } {
  const { action, items = [], quote } = content;
  const html = [
    `<!doctype html><html lang="${content.language.replace('_', '-')}"><head><meta charset="utf-8"><title>${escapeHtml(content.siteName)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<p style="${P};font-size:18px;font-weight:600"><a href="${escapeHtml(content.siteUrl)}" style="color:#212529;text-decoration:none">${escapeHtml(content.siteName)}</a></p>`,
    ...content.paragraphs.map((p) => `<p style="${P}">${lines(p)}</p>`),
    quote ? `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #dee2e6;color:#495057">${lines(quote)}</blockquote>` : '',
    items.length ? `<ul style="${P};padding-left:20px">${items.map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`).join('')}</ul>` : '',
    action
      ? `<p style="${P}"><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#0033ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="${P};font-size:13px;color:#6c757d">${escapeHtml(action.hint)}<br><a href="${escapeHtml(action.link)}">${escapeHtml(action.link)}</a></p>`
      : '',
    `<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 16px">`,
    ...content.footer.map((f) => `<p style="margin:0 0 4px;font-size:12px;color:#6c757d">${escapeHtml(f)}</p>`),
    '</div></body></html>',
  ].join('');
  const text = [
    ...content.paragraphs,
    ...(quote ? [quote.split('\n').map((l) => `> ${l}`).join('\n')] : []),
    ...(items.length ? [items.map((i) => `- ${i.label}\n  ${i.link}`).join('\n')] : []),
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ['--', ...content.footer].join('\n'),
  ].join('\n\n');
  return { html, text };
}
