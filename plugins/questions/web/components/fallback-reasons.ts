import type { CloseReason } from '../close-reasons';

type T = (key: string) => string;

/** Answer's default close reasons, for a server without `GET reasons` (SPEC §5). */
export function fallbackCloseReasons(t: T): CloseReason[] {
  return [
    { reason_type: 1, name: t('close.duplicate'), description: t('close.duplicate_desc'), content_type: 'text', placeholder: t('close.duplicate_placeholder') },
    { reason_type: 2, name: t('close.off_topic'), description: t('close.off_topic_desc') },
    { reason_type: 3, name: t('close.unclear'), description: t('close.unclear_desc') },
    { reason_type: 4, name: t('close.other'), description: t('close.other_desc'), content_type: 'textarea', placeholder: t('close.other_placeholder') },
  ];
}
