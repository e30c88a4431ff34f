import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toast-store';

/**
 * The save step of the admin user dialogs: `busy` while `save` runs, then the "updated" toast and
 * `onDone`. `save` resolves false when it did not save (a form that failed its checks); a failed
 * request is not rethrown because the api client or the form has already shown it.
 */
export function useModalSubmit(onDone: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    try {
      if ((await save()) === false) return;
      toast(t('messages.update_success'), 'success');
      onDone();
    } catch {
      // reported by the api client
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Cancel and Submit, the footer of every admin user dialog. */
export function ModalSubmitFooter({ busy, onCancel, onSubmit }: { busy: boolean; onCancel: () => void; onSubmit: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="q-btn" onClick={onCancel}>{t('common.cancel')}</button>
      <button type="button" className="q-btn q-btn--primary" disabled={busy} onClick={onSubmit}>{t('common.submit')}</button>
    </>
  );
}
