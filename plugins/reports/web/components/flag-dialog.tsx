import { lazy, Suspense, useCallback, useMemo } from 'react';
import { api, toast, useCaptchaFlow, useTranslation, type FillProps } from '../../../../web/src/sdk';
import { loadReasonModal, type CloseReason } from '../../../questions/web/api';
import type { FlagDialogContext } from '../../../questions/web/slots';

const NS = 'plugin.reports';
const ReasonModal = lazy(() => loadReasonModal().then((m) => ({ default: m })));

/** Flag reasons for `POST report` when the server offers none (`GET reasons` failed). */
function fallbackFlagReasons(t: (key: string) => string): CloseReason[] {
  return [
    { reason_type: 1, name: t('flag.spam'), description: t('flag.spam_desc') },
    { reason_type: 2, name: t('flag.rude'), description: t('flag.rude_desc') },
    { reason_type: 3, name: t('flag.other'), description: t('flag.other_desc'), content_type: 'textarea', placeholder: t('flag.other_placeholder') },
  ];
}

/**
 * The flag dialog (SPEC §5) for questions, answers and comments alike, in the slot their Flag
 * buttons render while flagging: the kind's reasons (`GET reasons?action=flag`), the reason's
 * text when it takes one, `POST report` behind the report captcha.
 */
export function FlagDialog({ context: { source, objectId, onClose } }: FillProps<FlagDialogContext>) {
  const { t } = useTranslation(NS);
  const captcha = useCaptchaFlow('report');
  const load = useCallback(() => api.get<CloseReason[]>('/reasons', { object_type: source, action: 'flag' }, { ignore50x: true }), [source]);
  const fallback = useMemo(() => fallbackFlagReasons(t), [t]);
  return (
    <Suspense fallback={null}>
      <ReasonModal
        open
        title={t('flag.title')}
        load={load}
        fallback={fallback}
        testId="flag-modal"
        onClose={onClose}
        onSubmit={async (reason, content) => {
          const report = { source, report_type: reason.reason_type, object_id: objectId, content };
          await captcha.run((answer) => api.post('/report', { ...report, ...answer }));
          toast(t('flagged'), 'success');
        }}
      />
      {captcha.modal}
    </Suspense>
  );
}
