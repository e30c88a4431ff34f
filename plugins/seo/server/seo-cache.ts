import type { Cache } from '../../../kernel/api.ts';

const GENERATION = 'seo:generation';
/** Long enough that a quiet site rarely rebuilds; any content event starts a new generation. */
const TTL_SECONDS = 6 * 3600;

/**
 * Built sitemaps and feeds, kept in the Cache port under the current generation. A content
 * event bumps the generation, so every cached document is stale at once without listing keys.
 */
export class SeoCache {
  constructor(private readonly cache: Cache) {}

  async invalidate(): Promise<void> {
    await this.cache.increment(GENERATION, 30 * 24 * 3600);
  }

  async through(key: string, build: () => Promise<string | undefined>): Promise<string | undefined> {
    const generation = (await this.cache.get<number>(GENERATION)) ?? 0;
    const full = `seo:${generation}:${key}`;
    const hit = await this.cache.get<string>(full);
    if (hit !== undefined) return hit;
    const text = await build();
    if (text !== undefined) await this.cache.set(full, text, TTL_SECONDS);
    return text;
  }
}
