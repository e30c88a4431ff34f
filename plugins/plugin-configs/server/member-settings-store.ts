import type { Knex } from 'knex';

const TABLE = 'plugin_user_config';

/** The stored values of members' plugin settings (the only SQL on `plugin_user_config`). */
export class MemberSettingsStore {
  constructor(private readonly db: () => Knex) {}

  /** The stored values per member (members with none are left out). */
  async read(plugin: string, userIds: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
    const ids = [...new Set(userIds)].map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    const found = new Map<string, Record<string, unknown>>();
    if (ids.length === 0) return found;
    const rows: { user_id: unknown; value: string }[] = await this.db()(TABLE).where({ plugin_slug_name: plugin }).whereIn('user_id', ids).select('user_id', 'value');
    for (const row of rows) found.set(String(row.user_id), parsed(row.value));
    return found;
  }

  async write(plugin: string, userId: string, values: Record<string, unknown>, now: number): Promise<void> {
    await this.db()(TABLE)
      .insert({ user_id: Number(userId), plugin_slug_name: plugin, value: JSON.stringify(values), updated_at: now })
      .onConflict(['user_id', 'plugin_slug_name']).merge(['value', 'updated_at']);
  }
}

/** A stored value that is not a JSON object (written by hand) reads as nothing chosen. */
function parsed(value: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(value);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
