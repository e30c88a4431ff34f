import type { BytemdEditorContext } from 'bytemd';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Modal } from '../modal';

/** What a toolbar action asks the editor to open, with the editor it inserts into. */
export interface DialogRequest {
  kind: 'code' | 'link' | 'image';
  ctx: BytemdEditorContext;
}

export interface DialogProps {
  ctx: BytemdEditorContext;
  onClose: () => void;
}

/** Replaces the selection with `text`, closes the dialog and gives the editor its focus back. */
export function insertAndClose({ ctx, onClose }: DialogProps, text: string): void {
  ctx.editor.replaceSelection(text);
  onClose();
  ctx.editor.focus();
}

/** Enter in a one-line input confirms, as in a form (there is no <form>: see InsertDialog). */
export const confirmOnEnter = (confirm: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  confirm();
};

/**
 * The editor's insert dialogs share this frame. It is portalled to the body and holds no
 * <form>: the editor sits inside ask/answer forms, which a nested submit would post.
 */
export function InsertDialog({ title, testId, onClose, onConfirm, children }: {
  title: string;
  testId: string;
  onClose: () => void;
  onConfirm?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const footer = (
    <>
      <button type="button" className="q-btn" onClick={onClose}>
        {t('common.cancel')}
      </button>
      {onConfirm && (
        <button type="button" className="q-btn q-btn--primary" data-testid="insert-confirm" onClick={onConfirm}>
          {t('editor.insert')}
        </button>
      )}
    </>
  );
  return createPortal(
    <Modal open title={title} onClose={onClose} footer={footer} testId={testId}>
      {children}
    </Modal>,
    document.body,
  );
}
