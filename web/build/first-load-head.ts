import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The chunk vite.config.ts gathers every plugin entry into (its first-load groups). */
const PLUGINS_CHUNK = 'plugins';

/**
 * The shell's head as a first visit needs it:
 * - the shell's stylesheet (every plugin's styles too, main.tsx) inlined: a server-rendered page
 *   paints without waiting for a render-blocking request (~5 KB compressed with each page, in
 *   exchange for a round trip before the first paint on a phone's connection);
 * - the plugin entries' chunk modulepreloaded: the browser learnt of it only once the entry had
 *   run, a round trip later.
 */
export function firstLoadHead(): Plugin {
  let base = '/';
  return {
    name: 'quorum-first-load-head',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const outputs = Object.values(ctx.bundle ?? {});
        const plugins = outputs.find((output) => output.type === 'chunk' && output.name === PLUGINS_CHUNK);
        if (!plugins || plugins.type !== 'chunk') throw new Error(`no chunk named ${PLUGINS_CHUNK}: vite.config.ts's first-load groups changed?`);
        let inlined = html;
        for (const output of outputs) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="${base}${output.fileName}"[^>]*>`);
          // a function, so `$` in the CSS is not read as a replacement pattern
          inlined = inlined.replace(link, () => `<style>${String(output.source).replace(/<\/style/gi, '<\\/style')}</style>`);
        }
        const tags: HtmlTagDescriptor[] = [
          ...[...(plugins.viteMetadata?.importedCss ?? [])].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' })),
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${plugins.fileName}` }, injectTo: 'head' },
        ];
        return { html: inlined, tags };
      },
    },
  };
}
