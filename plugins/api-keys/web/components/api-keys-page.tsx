import { useState } from 'react';
import useSWR from 'swr';
import { adminApi, adminKey, confirmModal, Loading, RelativeTime, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import type { ApiKey } from '../../schemas/api-key';
import { KeyDialog } from './key-dialog';
import { NewKeyModal } from './new-key-modal';

const NS = 'plugin.api-keys';

type Dialog = { kind: 'edit'; apiKey?: ApiKey } | { kind: 'created'; accessKey: string } | null;

/** /admin/api-keys: every key with its scope and times; make, rename, delete. */
export function ApiKeysPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu`);
  const { data: keys, isLoading, mutate } = useSWR<ApiKey[]>(adminKey('/api-key/all'));
  const [dialog, setDialog] = useState<Dialog>(null);

  const remove = async (key: ApiKey) => {
    if (!(await confirmModal(t('confirm_delete', { description: key.description })))) return;
    await adminApi.del('/api-key', { id: key.id });
    toast(t('deleted'), 'success');
    await mutate();
  };
  const saved = (accessKey?: string) => {
    setDialog(accessKey ? { kind: 'created', accessKey } : null);
    toast(t('saved'), 'success');
    void mutate();
  };

  return (
    <div data-testid="admin-api-keys">
      <div className="q-row q-space-between q-wrap q-gap">
        <h2>{t('menu')}</h2>
        <button type="button" className="q-btn q-btn--primary" data-testid="api-key-add" onClick={() => setDialog({ kind: 'edit' })}>{t('add')}</button>
      </div>
      <p className="q-muted">{t('intro')}</p>
      {isLoading && <Loading />}
      {keys?.length === 0 && <p className="q-muted" data-testid="api-keys-empty">{t('empty')}</p>}
      {!!keys?.length && (
        <table className="q-table">
          <thead>
            <tr><th>{t('description')}</th><th>{t('key')}</th><th>{t('scope')}</th><th>{t('created')}</th><th>{t('last_used')}</th><th>{t('actions')}</th></tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} data-testid="api-key-row" data-description={k.description}>
                <td>{k.description}</td>
                <td><code>{k.access_key}</code></td>
                <td>{t(`scopes.${k.scope}`)}</td>
                <td><RelativeTime time={k.created_at} /></td>
                <td>{k.last_used_at > 0 ? <RelativeTime time={k.last_used_at} /> : <span className="q-muted">{t('never')}</span>}</td>
                <td>
                  <div className="q-row q-gap q-wrap">
                    <button type="button" className="q-btn q-btn--small" data-testid="api-key-edit" onClick={() => setDialog({ kind: 'edit', apiKey: k })}>{t('edit')}</button>
                    <button type="button" className="q-btn q-btn--small" data-testid="api-key-delete" onClick={() => void remove(k).catch(() => undefined)}>{t('delete')}</button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog?.kind === 'edit' && <KeyDialog apiKey={dialog.apiKey} onClose={() => setDialog(null)} onSaved={saved} />}
      {dialog?.kind === 'created' && <NewKeyModal accessKey={dialog.accessKey} onClose={() => setDialog(null)} />}
    </div>
  );
}
