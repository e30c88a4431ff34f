import { useState } from 'react';
import { ApiError, Modal, useTranslation } from '../../../../web/src/sdk';

const NS = 'plugin.tags';

export interface TagConfirmDialogProps {
  title: string;
  message: string;
  /** The confirm button's label; without it the dialog only explains (a refusal) and offers Close. */
  confirmLabel?: string;
  danger?: boolean;
  testId: string;
  /** Runs on confirm; a refusal from the server is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** The staff tools' yes-or-no dialog (delete, recover), which shows the server's refusal in place. */
export function TagConfirmDialog({ title, message, confirmLabel, danger, testId, onConfirm, onClose }: TagConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const confirm = async () => {
    setBusy(true);
    setRefusal('');
    try {
      await onConfirm();
    } catch (err) {
      // a network failure was already told by the API client; a refusal is shown here
      if (err instanceof ApiError) setRefusal(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className="q-btn" onClick={onClose}>
            {confirmLabel ? t('staff.cancel') : t('staff.close')}
          </button>
          {confirmLabel && (
            <button type="button" className={`q-btn ${danger ? 'qt-btn--danger' : 'q-btn--primary'}`} disabled={busy} data-testid="confirm" onClick={() => void confirm()}>
              {confirmLabel}
            </button>
          )}
        </>
      }
    >
      <p className="qt-dialog__text" data-testid="dialog-message">{message}</p>
      {refusal && (
        <p className="q-alert q-alert--danger" role="alert" data-testid="dialog-refusal">
          {refusal}
        </p>
      )}
    </Modal>
  );
}
