import useSWR from 'swr';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { CONNECTOR_ERROR_KEYS, connectorKeys, iconSource, sitePath, type Connector } from '../connectors';

/** A connector's icon, or nothing. */
export function ConnectorIcon({ icon }: { icon: string }) {
  const src = iconSource(icon);
  return src ? <img className="q-connector__icon" src={src} alt="" width={18} height={18} /> : null;
}

/** The sign-in buttons of the enabled login connectors (`connector/info`), on the login and sign-up screens. */
export function ConnectorButtons() {
  const { t } = useTranslation();
  const { data } = useSWR<Connector[]>(connectorKeys.buttons());
  if (!data?.length) return null;
  return (
    <div className="q-stack q-connectors" data-testid="connector-buttons">
      {data.map((c) => (
        <a key={c.link} className="q-btn q-connector" href={sitePath(c.link)} data-testid="connector-button">
          <ConnectorIcon icon={c.icon} />
          {t('login.connector_button', { name: c.name })}
        </a>
      ))}
    </div>
  );
}

/** Why a sign-in with a provider failed (`?connector_error=`), in the reader's language. */
export function ConnectorError() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = CONNECTOR_ERROR_KEYS[params.get('connector_error') ?? ''];
  if (!key) return null;
  return (
    <p className="q-alert q-alert--danger" role="alert" data-testid="connector-error">
      {t(key)}
    </p>
  );
}
