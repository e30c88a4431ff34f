import useSWR from 'swr';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { toast } from '../../../components/toast-store';
import { useTranslation } from '../../../i18n/use-translation';
import { ConnectorError, ConnectorIcon } from '../../account/components/connector-buttons';
import { connectorApi, connectorKeys, sitePath, type ConnectorLogin } from '../../account/connectors';

/** The member's logins at the site's login connectors (`connector/user/info`): link one, or remove it. */
export function LinkedLogins() {
  const { t } = useTranslation();
  const { data, mutate } = useSWR<ConnectorLogin[]>(connectorKeys.mine());
  const [busy, setBusy] = useState('');
  if (!data?.length) return <ConnectorError />;
  const unlink = async (login: ConnectorLogin) => {
    setBusy(login.external_id);
    try {
      await connectorApi.unlink(login.external_id);
      toast(t('settings.account.login_removed', { name: login.name }), 'success');
      await mutate();
    } catch (error) {
      toast(error instanceof ApiError ? error.message : String(error), 'danger');
    } finally {
      setBusy('');
    }
  };
  return (
    <section className="q-stack" data-testid="linked-logins">
      <h3>{t('settings.account.linked_logins')}</h3>
      <ConnectorError />
      <ul className="q-linked-logins">
        {data.map((login) => (
          <li key={login.name} className="q-row q-space-between" data-testid="linked-login">
            <span>
              <ConnectorIcon icon={login.icon} /> {login.name}{' '}
              <span className="q-muted">{login.binding ? t('settings.account.login_linked') : t('settings.account.login_not_linked')}</span>
            </span>
            {login.binding ? (
              <button type="button" className="q-btn" disabled={busy === login.external_id} onClick={() => void unlink(login)}>
                {t('settings.account.login_remove')}
              </button>
            ) : (
              <a className="q-btn" href={sitePath(login.link)}>{t('settings.account.login_link')}</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
