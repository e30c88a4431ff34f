import { useEffect, useState } from 'react';
import { Modal, useTranslation } from '../../../../web/src/sdk';
import type { CloseReason } from '../close-reasons';

const NS = 'plugin.questions';

export interface ReasonModalProps {
  open: boolean;
  title: string;
  /** Loads the server's reasons; a rejection (e.g. 404) shows `fallback`. */
  load: () => Promise<CloseReason[]>;
  fallback: CloseReason[];
  onClose: () => void;
  onSubmit: (reason: CloseReason, content: string) => Promise<void>;
  testId: string;
}

/** Choose a reason (with text for reasons that take it), as the close and flag modals do (SPEC §5). */
export function ReasonModal({ open, title, load, fallback, onClose, onSubmit, testId }: ReasonModalProps) {
  const { t } = useTranslation(NS);
  const [reasons, setReasons] = useState<CloseReason[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setContent('');
    setError('');
    let live = true;
    load()
      .then((list) => live && setReasons(Array.isArray(list) && list.length > 0 ? list : fallback))
      .catch(() => live && setReasons(fallback));
    return () => {
      live = false;
    };
  }, [open, load, fallback]);

  const reason = reasons?.find((r) => r.reason_type === chosen);
  const needsText = Boolean(reason?.content_type);
  const submit = async () => {
    if (!reason) return setError(t('reason.select'));
    if (needsText && !content.trim()) return setError(t('reason.remark_empty'));
    setBusy(true);
    try {
      await onSubmit(reason, needsText ? content.trim() : '');
      onClose();
    } catch {
      // the client already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className="q-btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="reason-submit" onClick={() => void submit()}>
            {t('common.submit')}
          </button>
        </>
      }
    >
      <div className="q-stack">
        {(reasons ?? []).map((r) => (
          <label key={r.reason_type} className="q-radio q-radio--block">
            <input type="radio" name="reason" checked={chosen === r.reason_type} onChange={() => { setChosen(r.reason_type); setError(''); }} />
            <span>
              <strong>{r.name}</strong>
              {r.description && <span className="q-muted q-block">{r.description}</span>}
            </span>
          </label>
        ))}
        {needsText && (
          <textarea
            className="q-input"
            name="reason_content"
            rows={3}
            placeholder={reason?.placeholder}
            value={content}
            onChange={(e) => { setContent(e.target.value); setError(''); }}
          />
        )}
        {error && <p className="q-field__error" role="alert">{error}</p>}
      </div>
    </Modal>
  );
}
