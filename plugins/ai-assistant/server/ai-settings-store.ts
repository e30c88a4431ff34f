import type { Knex } from 'knex';
import { MASKED_KEY, type AiConfig, type AiConfigBody, type AiProviderSetting } from '../schemas/ai-config.ts';
import { AI_PROVIDERS } from './ai-providers.ts';

/** The settings as stored: keys in full. Never sent to a browser (`masked` is). */
export type StoredAiConfig = AiConfig;

const ROW_ID = 1;

/** The provider the chat uses when the assistant is on and one is chosen with a host and a model. */
export interface ActiveProvider {
  provider: string;
  apiHost: string;
  apiKey: string;
  model: string;
}

/** All SQL on `ai_assistant_setting`: one row of JSON. */
export class AiSettingsStore {
  constructor(
    private readonly db: () => Knex,
    /** Prompts a site starts with, per language (the plugin's catalogue). */
    private readonly defaultPrompts: () => AiConfig['prompt_config'],
  ) {}

  async read(db: Knex | Knex.Transaction = this.db()): Promise<StoredAiConfig> {
    const row = await db('ai_assistant_setting').where({ id: ROW_ID }).first('content');
    const stored = row ? (JSON.parse(row.content as string) as Partial<StoredAiConfig>) : {};
    const saved = new Map((stored.ai_providers ?? []).map((p) => [p.provider, p]));
    return {
      enabled: stored.enabled ?? false,
      chosen_provider: stored.chosen_provider ?? '',
      // Every known provider, in the list's order, so the form has a row for each.
      ai_providers: AI_PROVIDERS.map((known) => ({ provider: known.name, api_host: known.default_api_host, api_key: '', model: '', ...saved.get(known.name) })),
      prompt_config: { ...this.defaultPrompts(), ...stored.prompt_config },
    };
  }

  /** What the admin's form shows: a stored key as `MASKED_KEY`. */
  async masked(): Promise<AiConfig> {
    const config = await this.read();
    return { ...config, ai_providers: config.ai_providers.map((p) => ({ ...p, api_key: p.api_key ? MASKED_KEY : '' })) };
  }

  /** Merges a PUT over the stored settings: keys left out, and a key sent blank or masked, keep their value. */
  async write(sent: AiConfigBody, now: number): Promise<void> {
    await this.db().transaction(async (trx) => {
      const current = await this.read(trx);
      const providers = new Map(current.ai_providers.map((p) => [p.provider, p]));
      for (const p of sent.ai_providers ?? []) {
        const before = providers.get(p.provider);
        if (!before) continue; // a provider this site does not offer is dropped, as Answer drops it
        const keyKept = p.api_key === undefined || p.api_key === '' || isMask(p.api_key);
        providers.set(p.provider, { ...before, ...p, api_key: keyKept ? before.api_key : p.api_key! });
      }
      const next: StoredAiConfig = {
        enabled: sent.enabled ?? current.enabled,
        chosen_provider: sent.chosen_provider ?? current.chosen_provider,
        ai_providers: [...providers.values()],
        prompt_config: { ...current.prompt_config, ...sent.prompt_config },
      };
      const content = JSON.stringify(next);
      const updated = await trx('ai_assistant_setting').where({ id: ROW_ID }).update({ content, updated_at: now });
      if (!updated) await trx('ai_assistant_setting').insert({ id: ROW_ID, content, updated_at: now });
    });
  }

  /** The stored key of a provider whose host is `host` (the admin's models check with a masked key). */
  async keyFor(host: string): Promise<string> {
    const trimmed = host.trim().replace(/\/+$/, '');
    const found = (await this.read()).ai_providers.find((p) => p.api_key && p.api_host.trim().replace(/\/+$/, '') === trimmed);
    return found?.api_key ?? '';
  }

  /** The chosen provider when the assistant is on and it has a host and a model; else why not. */
  async active(): Promise<{ provider?: ActiveProvider; refusal?: 'disabled' | 'not_configured'; prompts: AiConfig['prompt_config'] }> {
    const config = await this.read();
    if (!config.enabled) return { refusal: 'disabled', prompts: config.prompt_config };
    const chosen: AiProviderSetting | undefined = config.ai_providers.find((p) => p.provider === config.chosen_provider);
    if (!chosen?.api_host || !chosen.model) return { refusal: 'not_configured', prompts: config.prompt_config };
    return { provider: { provider: chosen.provider, apiHost: chosen.api_host, apiKey: chosen.api_key, model: chosen.model }, prompts: config.prompt_config };
  }
}

export function isMask(value: string): boolean {
  return value.length > 0 && /^\*+$/.test(value);
}
