import { RelativeTime, useTranslation } from '../../../../web/src/sdk';
import type { WebhookEndpoint } from '../../schemas/webhook';

/** On, off, or turned off for failing; and since when a failing one has failed. */
export function StatusBadge({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('plugin.webhooks');
  const state = endpoint.enabled ? 'on' : endpoint.disabled_reason === 'failing' ? 'failing' : 'off';
  return (
    <>
      <span className={`q-badge q-badge--${endpoint.enabled ? 'enabled' : state === 'failing' ? 'suspended' : 'disabled'}`} data-testid="webhook-state" data-state={state}>
        {t(`state.${state}`)}
      </span>
      {endpoint.failing_since > 0 && (
        <span className="q-muted q-block"><RelativeTime time={endpoint.failing_since} prefixKey="plugin.webhooks:failing_since" /></span>
      )}
    </>
  );
}
