import { Modal, useTranslation } from '../../../../web/src/sdk';

/** The secret of a new endpoint, shown this once (no answer carries it again). */
export function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('plugin.webhooks');
  return (
    <Modal open title={t('secret_title')} onClose={onClose} testId="webhook-secret-modal"
      footer={<button type="button" className="q-btn q-btn--primary" onClick={onClose}>{t('close')}</button>}>
      <p>{t('secret_once')}</p>
      <input className="q-input" readOnly value={secret} aria-label={t('secret')} data-testid="webhook-secret" onFocus={(e) => e.currentTarget.select()} />
    </Modal>
  );
}
