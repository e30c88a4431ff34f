import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The chunk vite.config.ts gathers every plugin entry into (its first-load groups). */
const PLUGINS_CHUNK = 'plugins';

/**
 * Links the plugin entries' chunk from the shell's head: its stylesheet (the plugins' public
 * pages' styles, which their entries import) and a modulepreload of its code. Without them the
 * browser learnt of both only once the entry had run, after a server-rendered page had been
 * painted with half its styles (the question page's layout shift), and a round trip later.
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
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === PLUGINS_CHUNK);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk named ${PLUGINS_CHUNK}: vite.config.ts's first-load groups changed?`);
        const tags: HtmlTagDescriptor[] = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
        tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' });
        return tags;
      },
    },
  };
}
