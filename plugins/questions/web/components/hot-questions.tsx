import { formatCount, useTranslation } from '../../../../web/src/sdk';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { hasAcceptedAnswer, questionPageKey, questionPath, type QuestionPage } from '../api';

const NS = 'plugin.questions';
/** SPEC §2.3: popular questions default to page 1, page_size 6, order frequent. */
const HOT = { page: 1, page_size: 6, order: 'frequent' } as const;

export function HotQuestions() {
  const { t } = useTranslation(NS);
  const { data } = useSWR<QuestionPage>(questionPageKey(HOT));
  if (!data?.list.length) return null;
  return (
    <aside className="q-card qq-hot" data-testid="hot-questions">
      <h3>{t('hot.title')}</h3>
      <ul>
        {data.list.map((q) => (
          <li key={q.id}>
            <Link to={questionPath(q)}>{q.title}</Link>
            <span className="q-muted qq-hot__answers">
              {hasAcceptedAnswer(q) && <span aria-label={t('list.accepted')}>✓ </span>}
              {t('counts.answers', { count: q.answer_count, n: formatCount(q.answer_count) })}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
