import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Loading } from '../../../components/loading';
import { toast } from '../../../components/toast-store';
import { settingsApi, settingsKeys, type NotifyConfig, type NotifyValue } from '../api';

const enabled = (v: NotifyValue | undefined) => (typeof v === 'object' && v !== null ? Boolean(v.enable) : Boolean(v));
const withEnabled = (v: NotifyValue | undefined, on: boolean): NotifyValue => (typeof v === 'object' && v !== null ? { ...v, enable: on } : on);

/** Notification settings (GET/PUT user/notification/config). */
export function NotifyPage() {
  const { t } = useTranslation();
  const { data, isLoading, mutate } = useSWR<NotifyConfig>(settingsKeys.notifyConfig());
  const [config, setConfig] = useState<NotifyConfig>({});
  useEffect(() => setConfig(data ?? {}), [data]);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await settingsApi.updateNotify(config);
      await mutate();
      toast(t('messages.update_success'), 'success');
    } catch {
      // the api client already reported it
    }
  };

  if (isLoading) return <Loading />;
  return (
    <form onSubmit={onSubmit} data-testid="notify-form">
      <h2>{t('settings.nav.notify')}</h2>
      {Object.keys(config).map((key) => (
        <label key={key} className="q-check">
          <input type="checkbox" name={key} checked={enabled(config[key])} onChange={(e) => setConfig({ ...config, [key]: withEnabled(config[key], e.target.checked) })} />
          {t(`settings.notify.${key}`, { defaultValue: key })}
        </label>
      ))}
      {Object.keys(config).length === 0 && <p className="q-muted">{t('settings.notify.none')}</p>}
      <button type="submit" className="q-btn q-btn--primary">{t('common.save')}</button>
    </form>
  );
}
