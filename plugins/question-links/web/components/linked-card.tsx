import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatCount, useTranslation, type FillProps } from '../../../../web/src/sdk';
import { hasAcceptedAnswer, questionPath } from '../../../questions/web/api';
import type { QuestionSidebarContext } from '../../../questions/web/slots';
import { linkedKey, linkedPath, SIDEBAR_LINKED, type QuestionPage } from '../api';

const NS = 'plugin.question-links';

/**
 * The question page's "Linked" card: the first questions linked to or from this one, and a link
 * to all of them when there are more. Nothing at all while there are none (Answer's card).
 */
export function LinkedCard({ context }: FillProps<QuestionSidebarContext>) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<QuestionPage>(linkedKey(context.questionId, { page: 1, page_size: SIDEBAR_LINKED }), { revalidateOnFocus: false });
  if (!data?.list.length) return null;
  return (
    <aside className="q-card ql-card" data-testid="linked-questions" aria-labelledby="ql-card-title">
      <div className="ql-card__head">
        <h3 id="ql-card-title">{t('title')}</h3>
        {data.count > data.list.length && (
          <Link to={linkedPath(context.questionId)} data-testid="linked-more">
            {t('more', { count: data.count })}
          </Link>
        )}
      </div>
      <ul>
        {data.list.map((q) => (
          <li key={q.id} data-testid="linked-question">
            <Link to={questionPath(q)}>{q.title}</Link>
            {q.answer_count > 0 && (
              <span className={`ql-card__answers${hasAcceptedAnswer(q) ? ' is-accepted' : ''}`}>
                {hasAcceptedAnswer(q) && <span aria-label={t('accepted')}>✓ </span>}
                {t('answers', { count: q.answer_count, n: formatCount(q.answer_count) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}
