import { useCallback, useMemo, useState } from 'react';
import { MarkdownEditor, ensureMember, isFieldErrors, toast, useCaptchaFlow, useCurrentUser, useDraft, useLeaveWarning, useTranslation } from '../../../../web/src/sdk';
import { DraftBar } from './draft-bar';
import { questionsApi, type AnswerDetail, type Draft } from '../api';
import { answerProblem } from './question-validation';

const NS = 'plugin.questions';

const isBlank = (v: string) => !v.trim();
const toServer = (content: string) => ({ title: '', content, tags: [] });
const fromServer = (d: Draft) => d.content;

/** The 'Your answer' editor under a question, for a signed-in member (loaded on its own: see answer-form.tsx). */
export function AnswerComposer({ questionId, onAnswered }: { questionId: string; onAnswered: (answered: AnswerDetail) => void }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const draftKey = `answer.${questionId}`;
  const [content, setContent] = useState('');
  // a new answer's server draft is filed under its question
  const server = useMemo(() => ({ objectType: 'answer' as const, objectId: questionId, toServer, fromServer }), [questionId]);
  const draft = useDraft(draftKey, content, isBlank, { onRestore: setContent, server, enabled: Boolean(user) });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const leave = useLeaveWarning(content.trim() !== '');
  const captcha = useCaptchaFlow('answer');

  const change = useCallback((v: string) => {
    setContent(v);
    setError('');
  }, []);

  const submit = async () => {
    if (!(await ensureMember())) return;
    const problem = answerProblem(content);
    if (problem) return setError(t(problem));
    setBusy(true);
    try {
      const answered = await captcha.run((answer) => questionsApi.answer(questionId, content, answer));
      leave.release();
      draft.clear();
      setContent('');
      onAnswered(answered);
    } catch (err) {
      if (isFieldErrors(err)) setError(Object.values(err.byField())[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="qq-answer-form" data-testid="answer-form">
      <h3>{t('answer.your_answer')}</h3>
      <DraftBar
        visible={draft.restored}
        onDiscard={() => {
          draft.clear();
          setContent('');
          toast(t('draft.discarded'), 'info');
        }}
      />
      <div className="q-field" data-field="content">
        <MarkdownEditor value={content} onChange={change} testId="answer-editor" invalid={Boolean(error)} />
        {error && <span className="q-field__error">{error}</span>}
      </div>
      <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="post-answer" onClick={() => void submit()}>
        {t('answer.post')}
      </button>
      {captcha.modal}
    </section>
  );
}
