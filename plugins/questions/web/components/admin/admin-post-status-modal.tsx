import { useEffect, useState } from 'react';
import { Modal, toast, useTranslation } from '../../../../../web/src/sdk';
import type { ReasonItem } from '../../../schemas/reason';
import { ADMIN_REASON_MAX, adminPostStatuses, adminPostsApi, type AdminPostKind, type AdminPostStatus, type StatusReason } from '../../admin-api';

const NS = 'plugin.questions';

interface Props {
  kind: AdminPostKind;
  id: string;
  /** The post's status as the modal names it ('pending' preselects nothing). */
  current: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The admin post-status modal (SPEC §2.3): normal submits at once; closed and deleted go to a
 * 'next' step asking for the reason (a close reason, or the text of why it is deleted).
 */
export function AdminPostStatusModal({ kind, id, current, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useState<AdminPostStatus | null>(adminPostStatuses(kind).find((s) => s === current) ?? null);
  const [step, setStep] = useState<'choose' | 'reason'>('choose');
  const [reasons, setReasons] = useState<ReasonItem[]>([]);
  const [closeType, setCloseType] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (step === 'reason' && status === 'closed') void adminPostsApi.closeReasons().then(setReasons).catch(() => undefined);
  }, [step, status]);
  const reason = reasons.find((r) => r.reason_type === closeType);

  const send = async (chosen: AdminPostStatus, body: StatusReason) => {
    setBusy(true);
    try {
      if (kind === 'question') await adminPostsApi.setQuestionStatus(id, chosen, body);
      else await adminPostsApi.setAnswerStatus(id, chosen === 'closed' ? 'deleted' : chosen, body);
      toast(t('admin.updated'), 'success');
      onDone();
    } catch {
      // the api client has shown the error
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    setError('');
    if (!status) return setError(t('admin.status_empty'));
    if (step === 'choose') {
      if (status === current) return onClose();
      if (status === 'normal') return void send(status, {});
      return setStep('reason');
    }
    if (status === 'closed') {
      if (!reason) return setError(t('admin.reason_empty'));
      if (reason.content_type && !message.trim()) return setError(t('admin.remark_empty'));
      return void send(status, { close_type: reason.reason_type, close_msg: message.trim() });
    }
    if (!message.trim()) return setError(t('admin.remark_empty'));
    return void send(status, { close_msg: message.trim() });
  };

  const footer = (
    <>
      <button type="button" className="q-btn" onClick={step === 'reason' ? () => setStep('choose') : onClose}>
        {t(step === 'reason' ? 'admin.back' : 'admin.cancel')}
      </button>
      <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="post-status-submit" onClick={submit}>
        {t(step === 'choose' && status !== 'normal' && status !== current ? 'admin.next' : 'admin.submit')}
      </button>
    </>
  );
  return (
    <Modal open title={t('admin.change_status')} onClose={onClose} footer={footer} testId="post-status-modal">
      <div className="q-stack">
        {step === 'choose' && adminPostStatuses(kind).map((s) => (
          <label key={s} className="q-radio q-radio--block">
            <input type="radio" name="status" value={s} checked={status === s} onChange={() => { setStatus(s); setError(''); }} />
            <span><strong>{t(`admin.status.${s}`)}</strong><span className="q-muted q-block">{t(`admin.status_desc.${kind}_${s}`)}</span></span>
          </label>
        ))}
        {step === 'reason' && status === 'closed' && reasons.map((r) => (
          <label key={r.reason_type} className="q-radio q-radio--block">
            <input type="radio" name="close_type" checked={closeType === r.reason_type} onChange={() => { setCloseType(r.reason_type); setError(''); }} />
            <span><strong>{r.name}</strong>{r.description && <span className="q-muted q-block">{r.description}</span>}</span>
          </label>
        ))}
        {step === 'reason' && (status === 'deleted' || reason?.content_type) && (
          <label className="q-field">
            <span className="q-field__label">{t('admin.reason')}</span>
            <textarea className="q-input" name="close_msg" rows={3} maxLength={ADMIN_REASON_MAX} placeholder={reason?.placeholder}
              value={message} onChange={(e) => { setMessage(e.target.value); setError(''); }} />
          </label>
        )}
        {error && <p className="q-field__error" role="alert">{error}</p>}
      </div>
    </Modal>
  );
}
