import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
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
      {Object.keys(config).length > 0 ? (
        <fieldset className="q-field">
          <legend className="q-field__label">{t('settings.notify.heading')}</legend>
          <p className="q-field__hint">{t('settings.notify.intro')}</p>
          {Object.keys(config).map((key) => {
            // A source the server adds later still shows, under its own name and without a description.
            const description = t(`settings.notify.${key}_desc`, { defaultValue: '' });
            return (
              <label key={key} className="q-check q-radio--block">
                <input
                  type="checkbox"
                  name={key}
                  checked={enabled(config[key])}
                  aria-describedby={description ? `notify-${key}-desc` : undefined}
                  onChange={(e) => setConfig({ ...config, [key]: withEnabled(config[key], e.target.checked) })}
                />
                <span>
                  {t(`settings.notify.${key}`, { defaultValue: key })}
                  {description && (
                    <span id={`notify-${key}-desc`} className="q-field__hint q-block">
                      {description}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p className="q-muted">{t('settings.notify.none')}</p>
      )}
      <button type="submit" className="q-btn q-btn--primary">{t('common.save')}</button>
    </form>
  );
}
