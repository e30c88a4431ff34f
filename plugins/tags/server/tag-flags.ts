import type { PluginContext } from '../../../kernel/api.ts';
import { WriteSettingsGroup } from './api.ts';
import type { TagFlags } from './tag-presenter.ts';

/**
 * Reads the reserved and recommended slugs as the admin set them now. Call it before a
 * transaction opens: SQLite has one connection, so nothing inside one may wait on settings.
 */
export function tagFlags(settings: Pick<PluginContext['settings'], 'get'>): () => Promise<TagFlags> {
  return async () => {
    const write = await settings.get(WriteSettingsGroup);
    return { reserved: new Set(write.reserved_tags ?? []), recommend: new Set(write.recommend_tags ?? []) };
  };
}
