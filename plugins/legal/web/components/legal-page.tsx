import useSWR from 'swr';
import { Loading, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { legalContent, legalKeys, type LegalText, type LegalType } from '../api';

const NS = 'plugin.legal';

/** /tos and /privacy (no guards, SPEC §2.2). */
export function LegalPage({ type }: { type: LegalType }) {
  const { t } = useTranslation(NS);
  const { data, isLoading } = useSWR<LegalText>(legalKeys.legal(type));
  usePageTitle(`${NS}:${type}`);
  const { html, text } = legalContent(type, data);
  return (
    <article className="q-legal" data-testid={`legal-${type}`}>
      <h1>{t(type)}</h1>
      {isLoading && <Loading />}
      {html && <div className="q-prose" dangerouslySetInnerHTML={{ __html: html }} />}
      {!html && text && <div className="q-prose q-pre-wrap">{text}</div>}
      {!isLoading && !html && !text && <p className="q-muted">{t('empty')}</p>}
    </article>
  );
}

export const TermsPage = () => <LegalPage type="tos" />;
export const PrivacyPage = () => <LegalPage type="privacy" />;
