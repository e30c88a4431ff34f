import { Modal, useTranslation } from '../../../../web/src/sdk';
import { useStaffAction } from '../staff-action';

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
  const { busy, error: refusal, run } = useStaffAction();
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
            <button type="button" className={`q-btn ${danger ? 'qt-btn--danger' : 'q-btn--primary'}`} disabled={busy} data-testid="confirm" onClick={() => void run(onConfirm)}>
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
