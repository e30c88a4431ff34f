import { showsDark } from '../../app/color-scheme';

/**
 * Draws what the server leaves to the browser in rendered posts (SPEC §2.3):
 * formulas (`.math-inline`, `.math-display`) with KaTeX and `<pre class="mermaid">`
 * diagrams with mermaid. Both libraries load only when a post needs them.
 */
export async function enhanceRichHtml(root: HTMLElement): Promise<void> {
  const formulas = [...root.querySelectorAll<HTMLElement>('.math-inline, .math-display')].filter((el) => !el.dataset.rendered);
  if (formulas.length > 0) {
    const [{ default: katex }] = await Promise.all([import('katex'), import('katex/dist/katex.min.css')]);
    for (const el of formulas) {
      const source = el.textContent ?? '';
      el.dataset.rendered = 'true';
      katex.render(source, el, { displayMode: el.classList.contains('math-display'), throwOnError: false });
    }
  }
  const diagrams = [...root.querySelectorAll<HTMLElement>('pre.mermaid')].filter((el) => !el.dataset.processed);
  if (diagrams.length > 0) {
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: showsDark() ? 'dark' : 'default' });
    // a broken diagram shows mermaid's error graphic; it must not break the page
    await mermaid.run({ nodes: diagrams, suppressErrors: true });
  }
}
