import { useTranslation } from '../i18n/use-translation';

/** Skeleton-style placeholder while data loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="q-loading" role="status" aria-live="polite">
      <span className="q-skeleton" />
      <span className="q-skeleton q-skeleton--short" />
      <span className="q-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
