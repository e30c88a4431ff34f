import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/use-translation';
import { Modal } from './modal';
import { alertModalAtom, closeAlertModal } from './modal-store';

/** Renders the app-wide error / confirm dialog. */
export function AlertModalHost() {
  const state = useAtomValue(alertModalAtom);
  const { t } = useTranslation();
  if (!state) return null;
  const confirm = () => {
    state.onConfirm?.();
    closeAlertModal();
  };
  return (
    <Modal
      open
      title={t(state.titleKey)}
      onClose={closeAlertModal}
      testId="alert-modal"
      footer={
        <>
          {state.onConfirm && (
            <button type="button" className="q-btn" onClick={closeAlertModal}>
              {t('common.cancel')}
            </button>
          )}
          <button type="button" className="q-btn q-btn--primary" onClick={confirm}>
            {t(state.confirmKey ?? 'common.ok')}
          </button>
        </>
      }
    >
      <p>{state.message}</p>
    </Modal>
  );
}
