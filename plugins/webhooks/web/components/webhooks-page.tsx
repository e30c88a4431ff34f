import { useState } from 'react';
import '../webhooks.css';
import useSWR from 'swr';
import { adminApi, adminKey, confirmModal, Loading, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import type { TestResult, WebhookEndpoint, WebhookFormatInfo } from '../../schemas/webhook';
import { DeliveryLog } from './delivery-log';
import { EndpointDialog } from './endpoint-dialog';
import { EventNames } from './event-names';
import { SecretModal } from './secret-modal';
import { StatusBadge } from './status-badge';

const NS = 'plugin.webhooks';
/** The test waits for the receiver up to the configured timeout (at most 30 s). */
const TEST_TIMEOUT_MS = 45_000;

type Dialog = { kind: 'edit'; endpoint?: WebhookEndpoint } | { kind: 'log'; endpoint: WebhookEndpoint } | { kind: 'secret'; secret: string } | null;

/** /admin/webhooks: the endpoints with their state; add, edit, test, read the log, delete. */
export function WebhooksPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu`);
  const { data: endpoints, isLoading, mutate } = useSWR<WebhookEndpoint[]>(adminKey('/webhooks'));
  const { data: formats = [] } = useSWR<WebhookFormatInfo[]>(adminKey('/webhooks/formats'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [testing, setTesting] = useState('');
  const formatName = (id: string) => formats.find((f) => f.id === id)?.name ?? id;

  const test = async (endpoint: WebhookEndpoint) => {
    setTesting(endpoint.id);
    try {
      const result = await adminApi.post<TestResult>('/webhooks/test', { id: endpoint.id }, { timeoutMs: TEST_TIMEOUT_MS });
      toast(result.message, result.ok ? 'success' : 'danger');
    } finally {
      setTesting('');
    }
  };
  const remove = async (endpoint: WebhookEndpoint) => {
    if (!(await confirmModal(t('confirm_delete', { url: endpoint.url })))) return;
    await adminApi.del('/webhooks', { id: endpoint.id });
    toast(t('deleted'), 'success');
    await mutate();
  };
  const saved = (secret?: string) => {
    setDialog(secret ? { kind: 'secret', secret } : null);
    toast(t('saved'), 'success');
    void mutate();
  };

  return (
    <div data-testid="admin-webhooks">
      <div className="q-row q-space-between q-wrap q-gap">
        <h2>{t('menu')}</h2>
        <button type="button" className="q-btn q-btn--primary" data-testid="webhook-add" onClick={() => setDialog({ kind: 'edit' })}>{t('add')}</button>
      </div>
      <p className="q-muted">{t('intro')}</p>
      {endpoints?.some((e) => e.disabled_reason === 'failing') && <p className="q-alert q-alert--warning" data-testid="webhooks-turned-off">{t('turned_off')}</p>}
      {isLoading && <Loading />}
      {endpoints?.length === 0 && <p className="q-muted" data-testid="webhooks-empty">{t('empty')}</p>}
      {!!endpoints?.length && (
        <ul className="webhooks-list">
          {endpoints.map((e) => (
            <li key={e.id} className="q-card" data-testid="webhook-row" data-url={e.url}>
              <div className="q-row q-space-between q-gap">
                <strong className="webhooks-url">{e.url}</strong>
                <div><StatusBadge endpoint={e} /></div>
              </div>
              <p className="q-muted">{formatName(e.format)} · <EventNames events={e.events} /></p>
              {e.tags.length > 0 && <p className="q-muted">{t('tag_list', { tags: e.tags.join(', ') })}</p>}
              <div className="q-row q-gap q-wrap">
                <button type="button" className="q-btn q-btn--small" data-testid="webhook-edit" onClick={() => setDialog({ kind: 'edit', endpoint: e })}>{t('edit')}</button>
                <button type="button" className="q-btn q-btn--small" data-testid="webhook-test" disabled={testing === e.id} onClick={() => void test(e).catch(() => undefined)}>{t('test')}</button>
                <button type="button" className="q-btn q-btn--small" data-testid="webhook-log" onClick={() => setDialog({ kind: 'log', endpoint: e })}>{t('log')}</button>
                <button type="button" className="q-btn q-btn--small" data-testid="webhook-delete" onClick={() => void remove(e).catch(() => undefined)}>{t('delete')}</button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'edit' && <EndpointDialog endpoint={dialog.endpoint} formats={formats} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'log' && <DeliveryLog endpoint={dialog.endpoint} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'secret' && <SecretModal secret={dialog.secret} onClose={() => setDialog(null)} />}
    </div>
  );
}
