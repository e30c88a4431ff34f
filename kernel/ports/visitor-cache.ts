import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Signed-out visitors' kept answers (the routes' `visitorCache` option, and what a plugin serves
 * visitors beside the API, such as pages); the `web-pages` plugin provides it. The kernel decides
 * when they go: after every write request and every committed domain event. Without a provider
 * every visitor's answer is drawn afresh.
 */
export interface VisitorCache {
  /** The key of one visitor request under the current generation. */
  key(language: string, path: string, query: unknown): Promise<string>;
  /**
   * The kept answer under `key`, or the one being computed, or `compute`'s, then kept unless
   * `keep` says no once it is done; `computed` says whether this caller's own `compute` ran.
   */
  answer(key: string, compute: () => Promise<string>, keep?: () => boolean): Promise<{ body: string; computed: boolean }>;
  /** Drops every kept answer. */
  invalidate(): Promise<void>;
}

export const VisitorCachePoint = defineExtensionPoint<VisitorCache, 'one'>('kernel.visitor-cache', {
  owner: 'kernel', cardinality: 'one', members: ['key', 'answer', 'invalidate'],
});
