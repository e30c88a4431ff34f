import { useState } from 'react';
import useSWR from 'swr';
import '../webhooks.css';
import { adminKey, Loading, Modal, Pagination, RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { DELIVERY_PAGE_SIZE, type DeliveryPage, type WebhookDelivery, type WebhookEndpoint } from '../../schemas/webhook';
import { eventKey } from './event-names';

const NS = 'plugin.webhooks';
/** While the log is open, pending deliveries change under it. */
const REFRESH_MS = 5_000;

/** One endpoint's newest deliveries: event, outcome, attempts, the receiver's status and time. */
export function DeliveryLog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useSWR<DeliveryPage>(adminKey('/webhooks/deliveries', { id: endpoint.id, page, page_size: DELIVERY_PAGE_SIZE }), { refreshInterval: REFRESH_MS });
  const nextTry = (at: number) => {
    const wait = Math.max(0, at - Math.floor(Date.now() / 1000));
    return wait < 120 ? t('delivery.next_seconds', { count: wait }) : t('delivery.next_minutes', { count: Math.round(wait / 60) });
  };
  const result = (d: WebhookDelivery) => (d.error && d.status !== 'delivered' ? `${t(`delivery.status.${d.status}`)} · ${t(`delivery.error.${d.error}`)}` : t(`delivery.status.${d.status}`));

  return (
    <Modal open title={t('log')} onClose={onClose} testId="webhook-log-modal"
      footer={<button type="button" className="q-btn" onClick={onClose}>{t('close')}</button>}>
      <p className="q-muted webhooks-url">{endpoint.url}</p>
      {isLoading && <Loading />}
      {data?.list.length === 0 && <p className="q-muted">{t('delivery.empty')}</p>}
      {!!data?.list.length && (
        <table className="q-table webhooks-log">
          <thead>
            <tr><th>{t('delivery.event')}</th><th>{t('delivery.result')}</th><th>{t('delivery.response')}</th></tr>
          </thead>
          <tbody>
            {data.list.map((d) => (
              <tr key={d.id} data-testid="webhook-delivery" data-status={d.status}>
                <td>{t(eventKey(d.event))}<span className="q-muted q-block"><RelativeTime time={d.last_attempt_at || d.created_at} /></span></td>
                <td>
                  <span className={`q-badge q-badge--${d.status === 'delivered' ? 'normal' : d.status === 'failed' ? 'suspended' : 'inactive'}`}>{result(d)}</span>
                  {d.status === 'pending' && d.next_attempt_at > 0 && <span className="q-muted q-block">{nextTry(d.next_attempt_at)}</span>}
                </td>
                <td>
                  {d.response_status ? t('delivery.http', { status: d.response_status }) : '—'}
                  <span className="q-muted q-block">{t('delivery.attempt_count', { count: d.attempts })} · {t('delivery.ms', { ms: d.duration_ms })}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pagination currentPage={page} pageSize={DELIVERY_PAGE_SIZE} totalSize={data.count} onChange={setPage} />}
    </Modal>
  );
}
