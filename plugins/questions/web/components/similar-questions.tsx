import { formatCount, useTranslation } from '../../../../web/src/sdk';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { questionPath, questionsApi, type QuestionBase } from '../api';

const NS = 'plugin.questions';
const SIMILAR_DEBOUNCE_MS = 400;

/** Similar questions while the asker types the title (`GET question/similar?title`). */
export function SimilarQuestions({ title }: { title: string }) {
  const { t } = useTranslation(NS);
  const [list, setList] = useState<QuestionBase[]>([]);
  useEffect(() => {
    const text = title.trim();
    if (text.length < 3) {
      setList([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      questionsApi
        .similar(text)
        .then((res) => live && setList(res ?? []))
        .catch(() => live && setList([]));
    }, SIMILAR_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [title]);
  if (list.length === 0) return null;
  return (
    <div className="q-card qq-similar" data-testid="similar-questions">
      <strong>{t('ask.similar')}</strong>
      <ul>
        {list.map((q) => (
          <li key={q.id}>
            <Link to={questionPath(q)} target="_blank" rel="noreferrer">
              {q.title}
            </Link>{' '}
            <span className="q-muted">
              {q.accepted_answer && '✓ '}
              {t('counts.answers', { count: q.answer_count, n: formatCount(q.answer_count) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
