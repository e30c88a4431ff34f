import { useEffect, useState } from 'react';
import { adminApi, Modal, toast, useTranslation } from '../../../../web/src/sdk';
import type { ReasonItem } from '../../../questions/schemas/reason';
import type { FlagItem } from '../../schemas/report';

const NS = 'plugin.reports';

interface Props {
  flag: FlagItem;
  operation: 'edit_post' | 'close_post';
  onClose: () => void;
  onDone: () => void;
}

/** Edit the flagged post in place, or close its question with a close reason. */
export function FlagActionModal({ flag, operation, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const [title, setTitle] = useState(flag.title);
  const [content, setContent] = useState(flag.original_text);
  const [reasons, setReasons] = useState<ReasonItem[]>([]);
  const [closeType, setCloseType] = useState<number | null>(null);
  const [closeMsg, setCloseMsg] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (operation === 'close_post') void adminApi.get<ReasonItem[]>('/reasons', { object_type: 'question', action: 'close' }).then(setReasons);
  }, [operation]);
  const reason = reasons.find((r) => r.reason_type === closeType);

  const submit = async () => {
    if (operation === 'close_post') {
      if (!reason) return setError(t('reason_empty'));
      if (reason.content_type && !closeMsg.trim()) return setError(t('remark_empty'));
    } else if (!content.trim()) return setError(t('content_empty'));
    const body = operation === 'close_post'
      ? { flag_id: flag.flag_id, operation_type: operation, close_type: closeType, close_msg: closeMsg.trim() }
      : { flag_id: flag.flag_id, operation_type: operation, content, ...(flag.object_type === 'question' ? { title } : {}) };
    await adminApi.put('/report', body);
    toast(t('done'), 'success');
    onDone();
    onClose();
  };

  return (
    <Modal open title={t(`operation.${operation}`)} onClose={onClose} testId="flag-action-modal"
      footer={<>
        <button type="button" className="q-btn" onClick={onClose}>{t('cancel')}</button>
        <button type="button" className="q-btn q-btn--primary" data-testid="flag-action-submit" onClick={() => void submit().catch(() => undefined)}>{t('submit')}</button>
      </>}>
      <div className="q-stack">
        {operation === 'edit_post' && (
          <>
            {flag.object_type === 'question' && <input className="q-input" name="title" value={title} onChange={(e) => setTitle(e.target.value)} />}
            <textarea className="q-input" name="content" rows={8} value={content} onChange={(e) => setContent(e.target.value)} />
          </>
        )}
        {operation === 'close_post' && reasons.map((r) => (
          <label key={r.reason_type} className="q-radio q-radio--block">
            <input type="radio" name="close_type" checked={closeType === r.reason_type} onChange={() => { setCloseType(r.reason_type); setError(''); }} />
            <span><strong>{r.name}</strong>{r.description && <span className="q-muted q-block">{r.description}</span>}</span>
          </label>
        ))}
        {reason?.content_type && <textarea className="q-input" name="close_msg" rows={3} placeholder={reason.placeholder} value={closeMsg} onChange={(e) => setCloseMsg(e.target.value)} />}
        {error && <p className="q-field__error" role="alert">{error}</p>}
      </div>
    </Modal>
  );
}
