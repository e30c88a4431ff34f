import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorPage, Loading, toast, usePageTitle } from '../../../../web/src/sdk';
import { reviewApi, reviewKeys, type ReviewingTypeList, type UnreviewedPage } from '../api';
import { SuggestedEdit } from './suggested-edit';
import '../review.css';

const NS = 'plugin.review';

/**
 * `/review`: suggested edits one at a time with their diff. Approve applies the edit, reject
 * refuses it, skip moves on to the next without deciding (the skipped one stays for others).
 */
export function ReviewPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:page_title`);
  const { mutate } = useSWRConfig();
  const types = useSWR<ReviewingTypeList>(reviewKeys.types());
  const mayReview = (types.data?.length ?? 0) > 0;
  const [page, setPage] = useState(1);
  const queue = useSWR<UnreviewedPage>(mayReview ? reviewKeys.unreviewed(page) : null, { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);

  if (types.error) return <ErrorPage code="404" />;
  if (!types.data) return <Loading />;
  if (!mayReview) return <ErrorPage code="403" />;

  const item = queue.data?.list[0];
  const decide = async (operation: 'approve' | 'reject') => {
    if (!item) return;
    setBusy(true);
    try {
      await reviewApi.audit(item.unreviewed_info.id, operation);
      toast(t(operation === 'approve' ? 'approved' : 'rejected'), 'success');
    } catch {
      // the client showed the server's message; the queue is read again either way
    } finally {
      setBusy(false);
      await Promise.all([queue.mutate(), mutate(reviewKeys.types())]);
    }
  };

  return (
    <div className="qv-review" data-testid="review-page">
      <h1>{t('title')}</h1>
      <p className="q-muted" data-testid="review-count">{t('waiting', { count: queue.data?.count ?? 0 })}</p>
      {queue.error ? (
        <ErrorPage code="404" />
      ) : !queue.data ? (
        <Loading />
      ) : item ? (
        <>
          <SuggestedEdit key={item.unreviewed_info.id} item={item} />
          <div className="q-row q-gap qv-review__actions">
            <button type="button" className="q-btn q-btn--primary" disabled={busy} onClick={() => void decide('approve')} data-testid="review-approve">
              {t('approve')}
            </button>
            <button type="button" className="q-btn" disabled={busy} onClick={() => void decide('reject')} data-testid="review-reject">
              {t('reject')}
            </button>
            <button type="button" className="q-btn q-btn--link" disabled={busy} onClick={() => setPage(page + 1)} data-testid="review-skip">
              {t('skip')}
            </button>
          </div>
        </>
      ) : page > 1 && queue.data.count > 0 ? (
        <div className="q-card" data-testid="review-skipped-all">
          <p>{t('skipped_all')}</p>
          <button type="button" className="q-btn" onClick={() => setPage(1)}>{t('start_over')}</button>
        </div>
      ) : (
        <p className="q-card q-muted" data-testid="review-empty">{t('empty')}</p>
      )}
    </div>
  );
}
