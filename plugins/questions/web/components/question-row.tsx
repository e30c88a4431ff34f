import { Link } from 'react-router-dom';
import { Avatar, RelativeTime, formatCount, useTranslation } from '../../../../web/src/sdk';
import { Pin, QuestionStatus, hasAcceptedAnswer, questionPath, type QuestionItem } from '../api';
import { TagLinks } from '../../../tags/web/api';

const NS = 'plugin.questions';

/** One question in a list (SPEC §2.3). */
export function QuestionRow({ q }: { q: QuestionItem }) {
  const { t } = useTranslation(NS);
  const status = q.status;
  const accepted = hasAcceptedAnswer(q);
  return (
    <li className="qq-row" data-testid="question-row" data-question-id={q.id}>
      <h3 className="qq-row__title">
        {q.pin === Pin.on && (
          <span className="qq-pin" title={t('list.pinned')} aria-label={t('list.pinned')} data-testid="pin-icon">
            📌
          </span>
        )}
        <Link to={questionPath(q)}>{q.title}</Link>
        {status === QuestionStatus.closed && <span className="q-badge qq-badge--closed"> {t('list.closed')}</span>}
        {status === QuestionStatus.deleted && <span className="q-badge qq-badge--deleted">{t('list.deleted')}</span>}
      </h3>
      <div className="qq-row__meta q-muted">
        <span className="qq-row__operator">
          {q.operator?.username ? (
            <Link to={`/users/${encodeURIComponent(q.operator.username)}`}>
              <Avatar avatar={q.operator.avatar} name={q.operator.display_name || q.operator.username} size={20} decorative /> {q.operator.display_name || q.operator.username}
            </Link>
          ) : null}
        </span>{' '}
        <span className="qq-row__operation">{t(`operation.${q.operation_type || 'asked'}`, { defaultValue: q.operation_type })}</span>{' '}
        <RelativeTime time={q.operated_at} />
      </div>
      <div className="qq-counts q-muted">
        <span data-testid="votes">
          {t('counts.votes', { count: q.vote_count, n: formatCount(q.vote_count) })}
        </span>
        <span data-testid="answers" className={accepted ? 'qq-accepted' : undefined}>
          {accepted && <span aria-label={t('list.accepted')} data-testid="accepted-marker">✓ </span>}
          {t('counts.answers', { count: q.answer_count, n: formatCount(q.answer_count) })}
        </span>
        <span data-testid="views">
          {t('counts.views', { count: q.view_count, n: formatCount(q.view_count) })}
        </span>
      </div>
      <TagLinks tags={q.tags} />
    </li>
  );
}
