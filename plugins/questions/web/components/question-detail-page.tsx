import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, RelativeTime, Slot, api, usePageTitle, formatCount, useTranslation } from '../../../../web/src/sdk';
import {
  ANSWER_ORDERS,
  QuestionStatus,
  answerPageKey,
  questionInfoKey,
  questionPath,
  relatedKey,
  type AnswerOrder,
  type AnswerPage,
  type QuestionInfo,
  type QuestionPage,
  type UserBasic,
} from '../api';
import { AnswerForm } from './answer-form';
import { AnswerList } from './answer-list';
import { HotQuestions } from './hot-questions';
import { PostView } from './post-view';
import { QuestionActionsSlot, QuestionSidebarSlot } from '../slots';
import { TagLinks } from '../../../tags/web/api';

const NS = 'plugin.questions';

/** `question/info` may 404 (SPEC §7.2): that shows the 404 page. */
const fetchQuestion = ([, , params]: readonly unknown[]) =>
  api.get<QuestionInfo>('/question/info', params as { id: string }, { allow404: true });

function RelatedQuestions({ questionId }: { questionId: string }) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<QuestionPage>(relatedKey(questionId));
  if (!data?.list.length) return null;
  return (
    <aside className="q-card qq-hot" data-testid="related-questions">
      <h3>{t('related.title')}</h3>
      <ul>
        {data.list.map((q) => (
          <li key={q.id}>
            <Link to={questionPath(q)}>{q.title}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** `/questions/:qid(/:slug(/:aid))` (SPEC §2.1). */
export function QuestionDetailPage() {
  const { t } = useTranslation(NS);
  const { qid = '', aid } = useParams();
  const [order, setOrder] = useState<AnswerOrder>(ANSWER_ORDERS[0]);
  const question = useSWR<QuestionInfo>(qid && qid !== 'null' ? questionInfoKey(qid) : null, fetchQuestion);
  const answers = useSWR<AnswerPage>(qid && qid !== 'null' ? answerPageKey(qid, order) : null, { keepPreviousData: true });
  const q = question.data;
  usePageTitle(q ? `${NS}:page_title.question` : null, { title: q?.title ?? '' });

  const participants = useMemo<UserBasic[]>(() => {
    const seen = new Map<string, UserBasic>();
    for (const u of [q?.user_info, ...(answers.data?.list ?? []).map((a) => a.user_info)]) if (u?.username) seen.set(u.username, u);
    return [...seen.values()];
  }, [q, answers.data]);

  useEffect(() => {
    if (aid && answers.data) document.getElementById(`answer-${aid}`)?.scrollIntoView({ block: 'start' });
  }, [aid, answers.data]);

  if (qid === 'null') return <ErrorPage code="404" />;
  if (question.error) return <ErrorPage code="404" />;
  if (!q) return <Loading />;

  const refresh = () => {
    void question.mutate();
    void answers.mutate();
  };
  const status = q.status;
  const shown = aid ? (answers.data?.list ?? []).filter((a) => a.id === aid) : (answers.data?.list ?? []);
  return (
    <div className="qq-layout" data-testid="question-detail" data-status={status}>
      <div className="qq-layout__main">
        <h1 className="qq-question__title" data-testid="question-title">
          {q.title}
          {status === QuestionStatus.closed && <span className="q-badge qq-badge--closed"> {t('list.closed')}</span>}
          {status === QuestionStatus.deleted && <span className="q-badge qq-badge--deleted">{t('list.deleted')}</span>}
        </h1>
        <div className="q-muted q-row q-gap q-wrap">
          <span>
            {t('post.asked')} <RelativeTime time={q.create_time} />
          </span>
          <span>{t('counts.views', { count: q.view_count, n: formatCount(q.view_count) })}</span>
          <Slot slot={QuestionActionsSlot} context={{ questionId: q.id, isFollowed: q.is_followed, followCount: q.follow_count }} />
        </div>
        {status === QuestionStatus.closed && (
          <div className="q-alert q-alert--warning qq-notice" data-testid="closed-notice">
            {t('detail.closed_notice')}
            {q.operation?.msg ? ` ${q.operation.msg}` : ''}
          </div>
        )}
        <PostView question={q} sharePath={questionPath(q)} participants={participants} onChanged={refresh} footer={<TagLinks tags={q.tags} />} />
        {aid && (
          <p className="qq-notice">
            <Link to={questionPath(q)} data-testid="all-answers">
              {t('detail.view_all_answers', { count: q.answer_count })}
            </Link>
          </p>
        )}
        <AnswerList question={q} answers={shown} order={order} onOrder={setOrder} focusId={aid} participants={participants} onChanged={refresh} />
        {status === QuestionStatus.normal && !aid ? (
          <AnswerForm questionId={q.id} onAnswered={refresh} />
        ) : status === QuestionStatus.closed ? (
          <p className="q-muted qq-notice">{t('detail.closed_no_answers')}</p>
        ) : null}
      </div>
      <div className="qq-layout__side">
        <Slot slot={QuestionSidebarSlot} context={{ questionId: q.id }} />
        <RelatedQuestions questionId={q.id} />
        <HotQuestions />
      </div>
    </div>
  );
}
