import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { withPluginTexts, useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import type { AnswerDetail } from '../api';

const NS = 'plugin.questions';

// The editor, its validation and drafts, and their texts, are a member's tools: a visitor's first
// load of a question page leaves them out (issue 13's bundle budget).
const AnswerComposer = lazy(withPluginTexts('questions', 'member', () => import('./answer-composer').then((m) => ({ default: m.AnswerComposer }))));

/** The 'Your answer' form under a question; a visitor is asked to log in instead. */
export function AnswerForm({ questionId, onAnswered }: { questionId: string; onAnswered: (answered: AnswerDetail) => void }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  if (!user) {
    return (
      <p className="qq-notice q-muted q-visitor-only" data-testid="answer-login">
        <Link to="/users/login">{t('answer.login_to_answer')}</Link>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <AnswerComposer questionId={questionId} onAnswered={onAnswered} />
    </Suspense>
  );
}
