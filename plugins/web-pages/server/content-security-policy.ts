import { randomBytes } from 'node:crypto';

/**
 * Random bytes for nonces, drawn from the system's generator 4 KB at a time: a kept page sent
 * before express costs little else, and one draw per response was ~5 % of the server's CPU under
 * wrk (a question page at ~6,000 a second). Each 16 bytes serve one nonce only.
 */
let pool = Buffer.alloc(0);
let taken = 0;

/** A fresh script nonce: 128 random bits, base64 (never reused across responses). */
export function createNonce(): string {
  if (taken + 16 > pool.length) {
    pool = randomBytes(4096);
    taken = 0;
  }
  taken += 16;
  return pool.toString('base64', taken - 16, taken);
}

/**
 * The Content-Security-Policy of every HTML page. `extraSources` are the hosts the admin allows
 * in the CSS and HTML settings (`csp_allowed_sources`, checked by its schema: host sources only,
 * never a keyword), for what custom head and footer HTML loads: scripts, styles, images, fonts,
 * connections, frames and media.
 */
export function contentSecurityPolicy(nonce: string, extraSources: readonly string[] = []): string {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  const directives = [
    `default-src 'self'${extra}`,
    // The built bundle and its lazy chunks come from 'self'; inline scripts (the shell's, the
    // server-rendered data, JSON-LD, the admin's custom head) run only with this response's nonce.
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    // 'unsafe-inline' for styles: KaTeX and the editor (CodeMirror) set style attributes, mermaid
    // writes a <style> into each diagram, React renders style props, and the admin's custom CSS and
    // theme colour are applied as a <style> element. Styles cannot run script.
    `style-src 'self' 'unsafe-inline'${extra}`,
    // Avatars (Gravatar and other https hosts), images in posts from any https host, data: URLs
    // (KaTeX, mermaid, inline icons) and blob: previews of images being uploaded.
    `img-src 'self' data: blob: https:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `media-src 'self' https:${extra}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // The pages answer X-Frame-Options: DENY; this is the same rule for browsers that follow CSP.
    `frame-ancestors 'none'`,
  ];
  return directives.join('; ');
}

/** Gives every `<script>` tag in `html` that has none the nonce (the built shell, the admin's trusted custom HTML). */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, (tag) => `${tag} nonce="${nonce}"`);
}

/** The admin's allowed sources, one per white-space separated word of the setting. */
export function parseAllowedSources(setting: string | undefined): string[] {
  return (setting ?? '').split(/\s+/).filter(Boolean);
}
