import { useTranslation } from '../../../i18n/use-translation';
import useSWR from 'swr';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { legalContent, legalKeys, type LegalInfo, type LegalType } from '../api';

/** /tos and /privacy (no guards). */
export function LegalPage({ type }: { type: LegalType }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSWR<LegalInfo>(legalKeys.legal(type));
  usePageTitle(`legal.${type}`);
  const { html, text } = legalContent(type, data);
  return (
    <article className="q-legal" data-testid={`legal-${type}`}>
      <h1>{t(`legal.${type}`)}</h1>
      {isLoading && <Loading />}
      {html && <div className="q-prose" dangerouslySetInnerHTML={{ __html: html }} />}
      {!html && text && <div className="q-prose q-pre-wrap">{text}</div>}
      {!isLoading && !html && !text && <p className="q-muted">{t('legal.empty')}</p>}
    </article>
  );
}

export const TermsPage = () => <LegalPage type="tos" />;
export const PrivacyPage = () => <LegalPage type="privacy" />;
