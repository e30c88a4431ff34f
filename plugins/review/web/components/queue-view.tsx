import { useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorPage, Loading, toast, useTranslation, type apiKey } from '../../../../web/src/sdk';
import { reviewKeys } from '../api';

const NS = 'plugin.review';

interface QueueViewProps<I> {
  /** The queue's name in the catalogue (`queue.<name>.*`) and in test ids. */
  name: 'suggested' | 'queued';
  pageKey: (page: number) => ReturnType<typeof apiKey>;
  itemOf: (data: { count: number; list: I[] }) => I | undefined;
  keyOf: (item: I) => string;
  render: (item: I) => ReactNode;
  decide: (item: I, operation: 'approve' | 'reject') => Promise<unknown>;
}

/**
 * One review queue, one item at a time (Answer's review page): approve, reject, or skip to the
 * next without deciding (the skipped item stays for others and comes back with Start over).
 */
export function QueueView<I>({ name, pageKey, itemOf, keyOf, render, decide }: QueueViewProps<I>) {
  const { t } = useTranslation(NS);
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const queue = useSWR<{ count: number; list: I[] }>(pageKey(page), { revalidateOnFocus: false });
  const [busy, setBusy] = useState(false);
  const testId = (what: string) => (name === 'suggested' ? `review-${what}` : `queued-${what}`);

  if (queue.error) return <ErrorPage code="404" />;
  if (!queue.data) return <Loading />;
  const item = itemOf(queue.data);
  const act = async (operation: 'approve' | 'reject') => {
    if (!item) return;
    setBusy(true);
    try {
      await decide(item, operation);
      toast(t(`queue.${name}.${operation === 'approve' ? 'approved' : 'rejected'}`), 'success');
    } catch {
      // the client showed the server's message; the queue is read again either way
    } finally {
      setBusy(false);
      await Promise.all([queue.mutate(), mutate(reviewKeys.types())]);
    }
  };

  return (
    <>
      <p className="q-muted" data-testid={testId('count')}>{t(`queue.${name}.waiting`, { count: queue.data.count })}</p>
      {item ? (
        <div key={keyOf(item)}>
          {render(item)}
          <div className="q-row q-gap qv-review__actions">
            <button type="button" className="q-btn q-btn--primary" disabled={busy} onClick={() => void act('approve')} data-testid={testId('approve')}>
              {t('approve')}
            </button>
            <button type="button" className="q-btn" disabled={busy} onClick={() => void act('reject')} data-testid={testId('reject')}>
              {t('reject')}
            </button>
            <button type="button" className="q-btn q-btn--link" disabled={busy} onClick={() => setPage(page + 1)} data-testid={testId('skip')}>
              {t('skip')}
            </button>
          </div>
        </div>
      ) : page > 1 && queue.data.count > 0 ? (
        <div className="q-card" data-testid={testId('skipped-all')}>
          <p>{t('skipped_all')}</p>
          <button type="button" className="q-btn" onClick={() => setPage(1)}>{t('start_over')}</button>
        </div>
      ) : (
        <p className="q-card q-muted" data-testid={testId('empty')}>{t('empty')}</p>
      )}
    </>
  );
}
