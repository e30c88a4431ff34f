import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import useSWR from 'swr';
import { useCurrentUser } from '../../../app/atoms';
import type { LabelValue } from '../../../app/types';
import { refreshUser } from '../../../app/session';
import { toast } from '../../../components/toast-store';
import { settingsApi, settingsKeys } from '../api';

/** Interface settings: the user's language ('Default' follows the site). */
export function InterfacePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { data: options } = useSWR<LabelValue[]>(settingsKeys.languageOptions());
  const [language, setLanguage] = useState(user?.language || 'Default');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await settingsApi.updateInterface(language);
      await refreshUser(true);
      toast(t('messages.update_success'), 'success');
    } catch {
      // the api client already reported it
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} data-testid="interface-form">
      <h2>{t('settings.nav.interface')}</h2>
      <label className="q-field">
        <span className="q-field__label">{t('settings.interface.language')}</span>
        <select className="q-input" name="language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          <option value="Default">{t('settings.interface.default_language')}</option>
          {(options ?? []).map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
        <span className="q-field__hint">{t('settings.interface.language_hint')}</span>
      </label>
      <button type="submit" className="q-btn q-btn--primary" disabled={saving}>{t('common.save')}</button>
    </form>
  );
}
