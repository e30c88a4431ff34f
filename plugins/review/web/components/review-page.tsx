import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { reviewApi, reviewKeys, type PendingPost, type ReviewingTypeList, type ReviewQueue, type UnreviewedItem } from '../api';
import { QueueView } from './queue-view';
import { QueuedPost } from './queued-post';
import { SuggestedEdit } from './suggested-edit';
import '../review.css';

const NS = 'plugin.review';

/**
 * `/review`: the queues the member may open (`reviewing/type`), as Answer 2.0's review page —
 * held new posts and suggested edits here, flags at the admin's flag desk. The first queue with
 * something waiting opens.
 */
export function ReviewPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:page_title`);
  const types = useSWR<ReviewingTypeList>(reviewKeys.types());
  // Answer's links: `/review?type=queued_post&objectId=<post>` opens that queue at that post.
  const [params] = useSearchParams();
  const objectId = params.get('objectId') ?? undefined;
  const [chosen, setChosen] = useState<ReviewQueue>();
  const shown = (types.data ?? []).filter((q) => q.name !== 'flagged_post');
  const asked = shown.find((q) => q.name === params.get('type'));
  const current = chosen ?? (asked ?? shown.find((q) => q.todo_amount > 0) ?? shown[0])?.name as ReviewQueue | undefined;
  // The queue first opened stays open as its counts change (emptied by the reviewer's decisions).
  useEffect(() => {
    if (!chosen && current) setChosen(current);
  }, [chosen, current]);

  if (types.error) return <ErrorPage code="404" />;
  if (!types.data) return <Loading />;
  if (types.data.length === 0) return <ErrorPage code="403" />;
  const flags = types.data.find((q) => q.name === 'flagged_post');

  return (
    <div className="qv-review" data-testid="review-page">
      <h1>{t('title')}</h1>
      <div className="q-tabs" role="tablist">
        {shown.map((q) => (
          <button key={q.name} type="button" role="tab" aria-selected={current === q.name} className={`q-btn ${current === q.name ? 'q-btn--primary' : ''}`}
            data-testid={`review-tab-${q.name}`} onClick={() => setChosen(q.name as ReviewQueue)}>
            {q.label} {q.todo_amount > 0 && <span className="q-badge">{q.todo_amount}</span>}
          </button>
        ))}
        {flags && (
          <Link to="/admin/flags" className="q-btn" data-testid="review-tab-flagged_post">
            {flags.label} {flags.todo_amount > 0 && <span className="q-badge">{flags.todo_amount}</span>}
          </Link>
        )}
      </div>
      {current === 'queued_post' ? (
        <QueueView<PendingPost>
          key="queued" name="queued" pageKey={(page) => reviewKeys.pendingPosts(page, objectId)} itemOf={(d) => d.list[0]} keyOf={(i) => String(i.review_id)}
          render={(i) => <QueuedPost item={i} />} decide={(i, op) => reviewApi.decidePost(i.review_id, op)}
        />
      ) : (
        <QueueView<UnreviewedItem>
          key="suggested" name="suggested" pageKey={reviewKeys.unreviewed} itemOf={(d) => d.list[0]} keyOf={(i) => i.unreviewed_info.id}
          render={(i) => <SuggestedEdit item={i} />} decide={(i, op) => reviewApi.audit(i.unreviewed_info.id, op)}
        />
      )}
    </div>
  );
}
