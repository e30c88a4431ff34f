import { useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import { ANSWER_ORDERS, isAccepted, questionPath, questionsApi, type AnswerInfo, type AnswerOrder, type QuestionInfo, type UserBasic } from '../api';
import { PostView } from './post-view';

const NS = 'plugin.questions';

export interface AnswerListProps {
  question: QuestionInfo;
  answers: AnswerInfo[];
  order: AnswerOrder;
  onOrder: (order: AnswerOrder) => void;
  focusId?: string;
  participants: UserBasic[];
  onChanged: () => void;
}

function AcceptButton({ question, answer, onChanged }: { question: QuestionInfo; answer: AnswerInfo; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const accepted = isAccepted(answer);
  const isAsker = Boolean(user && user.username === question.user_info?.username);
  if (!isAsker) {
    return accepted ? (
      <span className="qq-accepted-badge" data-testid="accepted-badge" title={t('answer.accepted')}>
        ✓
      </span>
    ) : null;
  }
  const toggle = async () => {
    await questionsApi.accept(question.id, accepted ? '0' : answer.id);
    onChanged();
  };
  return (
    <button
      type="button"
      className={`q-btn q-btn--small${accepted ? ' q-btn--primary' : ''}`}
      aria-pressed={accepted}
      data-testid="accept-answer"
      title={accepted ? t('answer.accepted') : t('answer.accept')}
      onClick={() => void toggle().catch(() => undefined)}
    >
      {accepted ? `✓ ${t('answer.accepted')}` : t('answer.accept')}
    </button>
  );
}

/** The answers of a question, sorted by score or newest (SPEC §9). */
export function AnswerList({ question, answers, order, onOrder, focusId, participants, onChanged }: AnswerListProps) {
  const { t } = useTranslation(NS);
  return (
    <section className="qq-answers" data-testid="answer-list">
      <div className="q-row q-space-between q-wrap">
        <h2>{t('answer.count', { count: answers.length })}</h2>
        <div className="q-tabs" role="tablist">
          {ANSWER_ORDERS.map((o) => (
            <button key={o} type="button" role="tab" aria-selected={o === order} className={o === order ? 'is-active' : undefined} onClick={() => onOrder(o)}>
              {t(`answer_order.${o}`)}
            </button>
          ))}
        </div>
      </div>
      {answers.map((answer) => (
        <article
          key={answer.id}
          id={`answer-${answer.id}`}
          className={`qq-answer${isAccepted(answer) ? ' qq-answer--accepted' : ''}${focusId === answer.id ? ' qq-answer--focus' : ''}`}
          data-testid="answer"
          data-answer-id={answer.id}
          data-accepted={isAccepted(answer)}
        >
          <PostView
            question={question}
            answer={answer}
            sharePath={questionPath(question, answer.id)}
            participants={participants}
            onChanged={onChanged}
            aside={<AcceptButton question={question} answer={answer} onChanged={onChanged} />}
          />
        </article>
      ))}
    </section>
  );
}
