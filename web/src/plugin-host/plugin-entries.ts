import type { WebPlugin } from '../sdk/define-web-plugin';

/**
 * Every `plugins/<id>/web/index.tsx` in the repository, found at build time, as one module: the
 * shell loads them all before its first render, so they come as one chunk (vite.config.ts) with
 * one import. The shell never imports a plugin by name (DESIGN §1).
 */
export const pluginEntries = import.meta.glob<{ default: WebPlugin }>('../../../plugins/*/web/index.tsx', { eager: true });
