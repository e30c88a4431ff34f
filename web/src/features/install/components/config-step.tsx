import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../api/api-error';
import { installApiCalls, type DbConfig } from '../api';

/** Step 3: write the configuration file (POST init). */
export function ConfigStep({ db, onNext, onBack }: { db: DbConfig; onNext: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const [defaultConfig, setDefaultConfig] = useState('');
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    setError('');
    try {
      await installApiCalls.init(db);
      onNext();
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.message || t('install.config_create_failed'));
        const data = err.data as { default_config?: string } | null;
        setDefaultConfig(data?.default_config ?? '');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="install-step-3">
      <p>{t('install.config_desc')}</p>
      {error && <p className="q-alert q-alert--danger" role="alert" data-testid="install-alert">{error}</p>}
      {defaultConfig && (
        <>
          <p>{t('install.config_manual')}</p>
          <pre className="q-code">{defaultConfig}</pre>
        </>
      )}
      <div className="q-row q-gap">
        <button type="button" className="q-btn" onClick={onBack}>{t('install.back')}</button>
        <button type="button" className="q-btn q-btn--primary" disabled={busy} onClick={() => void create()}>{t('install.next')}</button>
      </div>
    </div>
  );
}
