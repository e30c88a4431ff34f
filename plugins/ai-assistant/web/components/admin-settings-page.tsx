import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { adminApi, isFieldErrors, Loading, TextField, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { aiKeys, MASKED_KEY, type AiConfig, type AiModelList, type AiProviderList } from '../api';
import '../ai-assistant.css';

const NS = 'plugin.ai-assistant';

interface Form { enabled: boolean; provider: string; api_host: string; api_key: string; model: string; en_us: string; zh_cn: string }

/** The chosen provider's fields as stored (its key masked). */
function providerFields(config: AiConfig, provider: string): Pick<Form, 'api_host' | 'api_key' | 'model'> {
  const p = config.ai_providers.find((x) => x.provider === provider);
  return { api_host: p?.api_host ?? '', api_key: p?.api_key ?? '', model: p?.model ?? '' };
}

/**
 * `/admin/ai-settings`: on or off, the provider with its API host, key and model (the provider's
 * models listed on demand), and the instructions per language. A stored key shows masked;
 * saving it unchanged keeps it.
 */
export function AdminSettingsPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu_settings`);
  const { data: config, mutate } = useSWR<AiConfig>(aiKeys.config());
  const { mutate: refresh } = useSWRConfig();
  const { data: providers } = useSWR<AiProviderList>(aiKeys.providers());
  const [form, setForm] = useState<Form | null>(null);
  const [models, setModels] = useState<AiModelList>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!config || form) return;
    const provider = config.chosen_provider || config.ai_providers[0]?.provider || '';
    setForm({ enabled: config.enabled, provider, ...providerFields(config, provider), en_us: config.prompt_config.en_us, zh_cn: config.prompt_config.zh_cn });
  }, [config, form]);
  if (!config || !providers || !form) return <Loading />;

  const set = (changes: Partial<Form>) => setForm({ ...form, ...changes });
  const pickProvider = (provider: string) => {
    setModels([]);
    set({ provider, ...providerFields(config, provider) });
  };
  const fieldErrors = (err: unknown) => {
    if (!isFieldErrors(err)) return;
    const found = err.byField();
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k.split('.').at(-1)!, v])));
  };
  const check = async () => {
    setBusy(true);
    setErrors({});
    try {
      const listed = await adminApi.post<AiModelList>('/ai-models', { api_host: form.api_host, api_key: form.api_key });
      setModels(listed);
      if (!form.model && listed[0]) set({ model: listed[0].id });
      toast(t('settings.models_found', { count: listed.length }), 'success');
    } catch (err) {
      fieldErrors(err);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await adminApi.put('/ai-config', {
        enabled: form.enabled,
        chosen_provider: form.provider,
        ai_providers: [{ provider: form.provider, api_host: form.api_host.trim(), api_key: form.api_key, model: form.model.trim() }],
        prompt_config: { en_us: form.en_us, zh_cn: form.zh_cn },
      });
      const saved = await mutate();
      if (saved) set(providerFields(saved, form.provider));
      // the header's link follows the switch
      void refresh(aiKeys.status());
      toast(t('settings.saved'), 'success');
    } catch (err) {
      fieldErrors(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="admin-ai-settings">
      <h2>{t('menu_settings')}</h2>
      <p className="q-muted">{t('settings.intro')}</p>
      <form className="qai-settings" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <label className="q-check qai-switch">
          <input type="checkbox" name="enabled" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
          <span>{t('settings.enabled')}</span>
        </label>
        <label className="q-field" data-field="provider">
          <span className="q-field__label">{t('settings.provider')}</span>
          <select className="q-input" name="provider" value={form.provider} onChange={(e) => pickProvider(e.target.value)}>
            {providers.map((p) => <option key={p.name} value={p.name}>{p.display_name}</option>)}
          </select>
        </label>
        <TextField label={t('settings.api_host')} name="api_host" value={form.api_host} onChange={(v) => set({ api_host: v })} error={errors.api_host} hint={t('settings.api_host_hint')} placeholder="https://" />
        <TextField label={t('settings.api_key')} name="api_key" type="password" autoComplete="off" value={form.api_key} onChange={(v) => set({ api_key: v })} error={errors.api_key}
          hint={t(form.api_key === MASKED_KEY ? 'settings.api_key_kept' : 'settings.api_key_hint')} />
        <div className="q-row q-gap q-wrap qai-model">
          <TextField label={t('settings.model')} name="model" value={form.model} onChange={(v) => set({ model: v })} error={errors.model} list="qai-models" hint={t('settings.model_hint')} />
          <button type="button" className="q-btn" data-testid="ai-check-models" disabled={busy || !form.api_host.trim()} onClick={() => void check()}>{t('settings.check')}</button>
        </div>
        <datalist id="qai-models">{models.map((m) => <option key={m.id} value={m.id} />)}</datalist>
        {models.length > 0 && (
          <label className="q-field" data-field="model_choice">
            <span className="q-field__label">{t('settings.models')}</span>
            <select className="q-input" value={form.model} data-testid="ai-model-choice" onChange={(e) => set({ model: e.target.value })}>
              {!models.some((m) => m.id === form.model) && <option value={form.model}>{form.model || '—'}</option>}
              {models.map((m) => <option key={m.id} value={m.id}>{m.id}</option>)}
            </select>
          </label>
        )}
        <TextField multiline label={t('settings.prompt_en_us')} name="en_us" value={form.en_us} onChange={(v) => set({ en_us: v })} error={errors.en_us} hint={t('settings.prompt_hint')} maxLength={10_000} />
        <TextField multiline label={t('settings.prompt_zh_cn')} name="zh_cn" value={form.zh_cn} onChange={(v) => set({ zh_cn: v })} error={errors.zh_cn} maxLength={10_000} />
        <button type="submit" className="q-btn q-btn--primary" data-testid="ai-settings-save" disabled={busy}>{t('settings.save')}</button>
      </form>
    </div>
  );
}
