import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon } from './icons';
import { dismissToast, toastsAtom } from './toast-store';

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const { t } = useTranslation();
  return (
    <div className="q-toaster" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`q-toast q-toast--${item.variant}`} role="status" data-testid="toast">
          <span>{item.message}</span>
          <button type="button" className="q-toast__close" aria-label={t('common.close')} onClick={() => dismissToast(item.id)}>
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
