import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { installApiCalls, type DbConfig } from '../api';

const MYSQL_FIELDS = ['db_host', 'db_port', 'db_username', 'db_password', 'db_name'] as const;
const SERVER_DEFAULTS = { mysql: { port: '3306', user: 'root' }, postgres: { port: '5432', user: 'postgres' } } as const;

/** Step 2: database engine and connection; checked with POST db/check before going on. */
export function DatabaseStep({ value, onNext, onBack }: { value: DbConfig; onNext: (db: DbConfig) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Record<keyof DbConfig, string>>({ ...value }, (v) => {
    const empty = (k: keyof DbConfig) => (v[k].trim() ? '' : t('install.field_empty', { field: t(`install.${k}`) }));
    if (v.db_type === 'sqlite') return { db_file: empty('db_file') };
    return Object.fromEntries(MYSQL_FIELDS.map((k) => [k, empty(k)]));
  });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const db = form.values as DbConfig;
    if (await form.submit(() => installApiCalls.checkDb(db))) onNext(db);
  };

  /** A port and user still at one server's defaults follow the engine chosen. */
  const chooseEngine = (type: string) => {
    const from = SERVER_DEFAULTS[form.values.db_type as keyof typeof SERVER_DEFAULTS];
    const to = SERVER_DEFAULTS[type as keyof typeof SERVER_DEFAULTS];
    form.set('db_type', type);
    if (from && to && form.values.db_port === from.port) form.set('db_port', to.port);
    if (from && to && form.values.db_username === from.user) form.set('db_username', to.user);
  };

  const field = (k: keyof DbConfig, type = 'text', hint?: string) => (
    <TextField key={k} label={t(`install.${k}`)} name={k} type={type} value={form.values[k]} error={form.errors[k]} hint={hint} onChange={(v) => form.set(k, v)} />
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="install-step-2">
      <label className="q-field">
        <span className="q-field__label">{t('install.db_type')}</span>
        <select className="q-input" name="db_type" value={form.values.db_type} onChange={(e) => chooseEngine(e.target.value)}>
          <option value="sqlite">{t('install.db_sqlite')}</option>
          <option value="mysql">{t('install.db_mysql')}</option>
          <option value="postgres">{t('install.db_postgres')}</option>
        </select>
      </label>
      {form.values.db_type === 'sqlite' ? field('db_file', 'text', t('install.db_file_hint')) : (
        <>
          {field('db_host')}
          {field('db_port', 'number')}
          {field('db_username')}
          {field('db_password', 'password')}
          {field('db_name')}
        </>
      )}
      {form.alert && <p className="q-alert q-alert--danger" role="alert" data-testid="install-alert">{form.alert}</p>}
      <div className="q-row q-gap">
        <button type="button" className="q-btn" onClick={onBack}>{t('install.back')}</button>
        <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('install.next')}</button>
      </div>
    </form>
  );
}
