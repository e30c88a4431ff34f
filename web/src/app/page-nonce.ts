import { createContext, useContext } from 'react';

/** The response's Content-Security-Policy nonce while the server renders a page. */
export const PageNonceContext = createContext<string | undefined>(undefined);

/**
 * The page's nonce in the browser, read from the shell's own script (the browser keeps it in
 * the `nonce` property and hides the attribute).
 */
export function pageNonce(doc: Document = document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** The nonce of the page being rendered, on the server and in the browser alike. */
export function usePageNonce(): string {
  const rendering = useContext(PageNonceContext);
  return rendering ?? (typeof document === 'undefined' ? '' : pageNonce());
}

/**
 * Gives every `<script>` of the admin's custom HTML the page's nonce: the admin who wrote it is
 * trusted as the site's own code is, and the server-rendered page would otherwise have the
 * browser refuse it under the policy.
 */
export function withScriptNonce(html: string, nonce: string): string {
  if (!nonce) return html;
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, (tag) => `${tag} nonce="${nonce.replace(/[^A-Za-z0-9+/=]/g, '')}"`);
}
