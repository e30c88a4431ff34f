import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSiteName } from '../app/atoms';

/** Sets `document.title` to `<page> - <site name>` (SPEC §2.3). */
export function usePageTitle(titleKey: string | null, values?: Record<string, unknown>): void {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const page = titleKey ? t(titleKey, values) : '';
  useEffect(() => {
    document.title = page ? `${page} - ${siteName}` : siteName;
  }, [page, siteName]);
}
