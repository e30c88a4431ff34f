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

/**
 * The accepted mark under an answer's votes: a round check the size of the vote buttons, so it
 * stays inside the 3 rem column beside the body. Its words are its accessible name and title.
 */
function AcceptButton({ question, answer, onChanged }: { question: QuestionInfo; answer: AnswerInfo; onChanged: () => void }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const accepted = isAccepted(answer);
  const isAsker = Boolean(user && user.username === question.user_info?.username);
  const className = `qq-accept${accepted ? ' is-accepted' : ''}`;
  if (!isAsker) {
    return accepted ? (
      <span className={className} role="img" aria-label={t('answer.accepted')} title={t('answer.accepted')} data-testid="accepted-badge">
        ✓
      </span>
    ) : null;
  }
  const toggle = async () => {
    await questionsApi.accept(question.id, accepted ? '0' : answer.id);
    onChanged();
  };
  const label = accepted ? t('answer.accepted') : t('answer.accept');
  return (
    <button type="button" className={className} aria-pressed={accepted} aria-label={label} title={label} data-testid="accept-answer" onClick={() => void toggle().catch(() => undefined)}>
      ✓
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
