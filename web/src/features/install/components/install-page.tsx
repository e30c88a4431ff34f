import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { DEFAULT_DB, installApiCalls, type DbConfig, type InstallStep } from '../api';
import { ConfigStep } from './config-step';
import { DatabaseStep } from './database-step';
import { InstallProgress } from './install-progress';
import { LanguageStep } from './language-step';
import { SiteStep } from './site-step';
import type { Language } from '../../../i18n/resolve-language';

type Notice = 'installed' | 'config-exists' | 'db-failed' | null;

/** /install: language → database → configuration file → site & admin → done. */
export function InstallPage() {
  const { t } = useTranslation();
  usePageTitle('page_title.install');
  const [checking, setChecking] = useState(true);
  const [notice, setNotice] = useState<Notice>(null);
  const [step, setStep] = useState<InstallStep>(1);
  const [lang, setLang] = useState<Language>('en_US');
  const [db, setDb] = useState<DbConfig>(DEFAULT_DB);

  useEffect(() => {
    installApiCalls
      .checkConfigFile()
      .then((c) => {
        if (!c.config_file_exist) return;
        if (!c.db_connection_success) setNotice('db-failed');
        else setNotice(c.db_table_exist ? 'installed' : 'config-exists');
      }, () => undefined)
      .finally(() => setChecking(false));
  }, []);

  let body;
  if (checking) body = <Loading />;
  else if (notice === 'installed') body = <Notice testId="install-installed" title={t('install.installed')} text={t('install.installed_desc')} home />;
  else if (notice === 'db-failed') body = <Notice testId="install-db-failed" title={t('install.db_failed')} text={t('install.db_failed_desc')} />;
  else if (notice === 'config-exists')
    body = (
      <>
        <p className="q-alert q-alert--warning" data-testid="install-config-exists">{t('install.config_exists')}</p>
        <SiteStep lang={lang} onNext={() => { setNotice(null); setStep(5); }} />
      </>
    );
  else if (step === 1) body = <LanguageStep value={lang} onChange={setLang} onNext={() => setStep(2)} />;
  else if (step === 2) body = <DatabaseStep value={db} onBack={() => setStep(1)} onNext={(next) => { setDb(next); setStep(3); }} />;
  else if (step === 3) body = <ConfigStep db={db} onBack={() => setStep(2)} onNext={() => setStep(4)} />;
  else if (step === 4) body = <SiteStep lang={lang} onNext={() => setStep(5)} />;
  else body = <Done />;

  return (
    <div className="q-install" data-testid="install-page">
      <h1 className="q-install__title">{t('install.title')}</h1>
      {!checking && notice !== 'installed' && notice !== 'db-failed' && <InstallProgress step={notice === 'config-exists' ? 4 : step} />}
      <div className="q-card">{body}</div>
    </div>
  );
}

function Notice({ title, text, home, testId }: { title: string; text: string; home?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <h2>{title}</h2>
      <p>{text}</p>
      {home && <a className="q-btn q-btn--primary" href="/">{t('install.go_home')}</a>}
    </div>
  );
}

/** Step 5: the admin signs in and lands on the dashboard's next steps (the admin guard asks for the login first). */
function Done() {
  const { t } = useTranslation();
  return (
    <div data-testid="install-step-5">
      <h2>{t('install.done')}</h2>
      <p>{t('install.done_desc')}</p>
      <div className="q-row q-gap q-wrap">
        <a className="q-btn q-btn--primary" href="/admin" data-testid="install-set-up">{t('install.set_up')}</a>
        <a className="q-btn" href="/">{t('install.go_home')}</a>
      </div>
    </div>
  );
}
