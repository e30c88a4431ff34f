import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorPage, Loading, MarkdownEditor, isFieldErrors, toast, useCaptchaFlow, useDraft, useLeaveWarning, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { questionPath, questionsApi, type AnswerInfo, type QuestionInfo, type Draft } from '../api';
import { DraftBar } from './draft-bar';
import { refreshQuestion } from './refresh-question';
import { EditFooter } from './edit-footer';
import { answerProblem } from './question-validation';

const NS = 'plugin.questions';

/** `/posts/:qid/:aid/edit`: the answer is loaded first and must be editable (SPEC §2.1). */
export function EditAnswerPage() {
  const { t } = useTranslation(NS);
  const { qid = '', aid = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(`${NS}:page_title.edit_answer`);
  const [loaded, setLoaded] = useState<{ info: AnswerInfo; question: QuestionInfo } | null | 'missing' | 'forbidden'>(null);
  const [content, setContent] = useState('');
  const [summary, setSummary] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const captcha = useCaptchaFlow('edit');

  useEffect(() => {
    // only the latest run may fill the form (see EditQuestionPage)
    let live = true;
    questionsApi
      .answerInfo(aid)
      .then((res) => {
        if (!live) return;
        const canEdit = res.info.member_actions?.some((a) => a.action === 'edit');
        if (!canEdit) return setLoaded('forbidden');
        setLoaded(res);
        setContent(res.info.content);
      })
      .catch(() => live && setLoaded('missing'));
    return () => {
      live = false;
    };
  }, [aid]);

  const originalText = typeof loaded === 'object' && loaded !== null ? loaded.info.content : null;
  const unchanged = useCallback((v: string) => originalText === null || v.trimEnd() === originalText.trimEnd(), [originalText]);
  const server = useMemo(() => ({
    objectType: 'answer' as const,
    objectId: aid,
    toServer: (v: string) => ({ title: '', content: v, tags: [] }),
    fromServer: (d: Draft) => d.content,
  }), [aid]);
  const draft = useDraft(`answer.edit.${aid}`, content, unchanged, { onRestore: setContent, server, enabled: originalText !== null });
  const leave = useLeaveWarning(!unchanged(content));
  if (loaded === 'missing') return <ErrorPage code="404" />;
  if (loaded === 'forbidden') return <ErrorPage code="403" />;
  if (!loaded) return <Loading />;

  const submit = async () => {
    const problem = answerProblem(content);
    if (problem) return setError(t(problem));
    setBusy(true);
    try {
      const res = await captcha.run((answer) => questionsApi.updateAnswer({ id: aid, question_id: qid, content, edit_summary: summary }, answer));
      if (res?.wait_for_review) toast(t('toast.wait_for_review'), 'info');
      leave.release();
      draft.clear();
      await refreshQuestion(qid);
      navigate(questionPath(loaded.question, aid));
    } catch (err) {
      if (isFieldErrors(err)) setError(Object.values(err.byField())[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="qq-form" data-testid="edit-answer-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h1>{t('edit.answer_heading')}</h1>
        <DraftBar visible={draft.restored} onDiscard={() => { draft.clear(); setContent(loaded.info.content); toast(t('draft.discarded'), 'info'); }} />
        <p>
          <Link to={questionPath(loaded.question)}>{loaded.question.title}</Link>
        </p>
        <div className="q-field" data-field="content">
          <MarkdownEditor value={content} onChange={(v) => { setContent(v); setError(''); }} testId="answer-editor" invalid={Boolean(error)} />
          {error && <span className="q-field__error">{error}</span>}
        </div>
        <EditFooter summary={summary} onSummary={setSummary} busy={busy} />
      </form>
      {captcha.modal}
    </>
  );
}
