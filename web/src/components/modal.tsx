import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon } from './icons';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** Accessible dialog shell; Escape and the backdrop close it. */
export function Modal({ open, title, onClose, children, footer, testId }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="q-modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="q-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <header className="q-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="q-modal__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="q-modal__body">{children}</div>
        {footer && <footer className="q-modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}
