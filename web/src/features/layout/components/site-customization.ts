import { useEffect } from 'react';
import { pageNonce } from '../../../app/page-nonce';
import type { SiteInfo } from '../../../app/types';

/** SPEC §2.3: custom head HTML is injected one second after start. */
export const CUSTOM_HEAD_DELAY_MS = 1000;
const MARK = 'data-quorum-custom';

/**
 * Inserts HTML into <head>; scripts are re-created so the browser runs them, with the page's
 * nonce: the admin who wrote them is trusted as the server's own code is.
 */
export function injectHeadHtml(html: string, doc: Document = document): void {
  doc.head.querySelectorAll(`[${MARK}="head"]`).forEach((n) => n.remove());
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.childNodes)) {
    let el: Node = node;
    if (node instanceof HTMLScriptElement) {
      const script = doc.createElement('script');
      for (const attr of Array.from(node.attributes)) script.setAttribute(attr.name, attr.value);
      script.textContent = node.textContent;
      script.nonce = pageNonce(doc);
      el = script;
    }
    if (el instanceof Element) el.setAttribute(MARK, 'head');
    if (el instanceof Element) doc.head.appendChild(el);
  }
}

function upsertStyle(id: string, css: string): void {
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('style');
    el.id = id;
    document.head.appendChild(el);
  }
  el.textContent = css;
}

/** Applies custom CSS, head HTML and favicon from the site settings (the theme plugin applies the theme: `ThemeSlot`). */
export function useSiteCustomization(site: SiteInfo | null): void {
  const css = site?.custom_css_html?.custom_css ?? '';
  const head = site?.custom_css_html?.custom_head ?? '';
  const favicon = site?.branding?.favicon ?? '';

  useEffect(() => upsertStyle('quorum-custom-css', css), [css]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);
  useEffect(() => {
    if (!head) return;
    const timer = setTimeout(() => injectHeadHtml(head), CUSTOM_HEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [head]);
}
