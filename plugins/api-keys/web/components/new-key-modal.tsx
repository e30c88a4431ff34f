import { useState } from 'react';
import { Modal, useTranslation } from '../../../../web/src/sdk';

/** A new key, shown this once (no answer carries it again), with a copy button. */
export function NewKeyModal({ accessKey, onClose }: { accessKey: string; onClose: () => void }) {
  const { t } = useTranslation('plugin.api-keys');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(accessKey);
    setCopied(true);
  };
  const footer = (
    <>
      <button type="button" className="q-btn" data-testid="api-key-copy" onClick={() => void copy().catch(() => undefined)}>{t(copied ? 'copied' : 'copy')}</button>
      <button type="button" className="q-btn q-btn--primary" data-testid="api-key-done" onClick={onClose}>{t('done')}</button>
    </>
  );
  return (
    <Modal open title={t('created_title')} onClose={onClose} footer={footer} testId="api-key-created">
      <p>{t('created_once')}</p>
      <input className="q-input" readOnly value={accessKey} aria-label={t('key')} data-testid="api-key-value" onFocus={(e) => e.currentTarget.select()} />
    </Modal>
  );
}
