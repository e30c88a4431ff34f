import { useCallback, useMemo } from 'react';
import { api, toast, useCaptchaFlow, useTranslation } from '../../../../web/src/sdk';
import type { CloseReason } from '../close-reasons';
import { fallbackFlagReasons } from './fallback-reasons';
import { ReasonModal } from './reason-modal';

const NS = 'plugin.questions';

export interface FlagModalProps {
  open: boolean;
  /** What is flagged: the reasons offered are that kind's (`GET reasons?action=flag`). */
  source: 'question' | 'answer' | 'comment';
  objectId: string;
  onClose: () => void;
}

/** The flag dialog (SPEC §5) for posts and comments alike: a reason, its text when it takes one, `POST report`. */
export function FlagModal({ open, source, objectId, onClose }: FlagModalProps) {
  const { t } = useTranslation(NS);
  const captcha = useCaptchaFlow('report');
  const load = useCallback(() => api.get<CloseReason[]>('/reasons', { object_type: source, action: 'flag' }, { ignore50x: true }), [source]);
  const fallback = useMemo(() => fallbackFlagReasons(t), [t]);
  return (
    <>
      <ReasonModal
        open={open}
        title={t('flag.title')}
        load={load}
        fallback={fallback}
        testId="flag-modal"
        onClose={onClose}
        onSubmit={async (reason, content) => {
          const report = { source, report_type: reason.reason_type, object_id: objectId, content };
          await captcha.run((answer) => api.post('/report', { ...report, ...answer }));
          toast(t('toast.flagged'), 'success');
        }}
      />
      {captcha.modal}
    </>
  );
}
