/** The memory cache itself, for a plugin that keeps a bounded cache of its own (web-pages' visitor cache). */
export { MemoryCache } from './memory-cache.ts';
