import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorPage, Loading, isFieldErrors, toast, useCaptchaFlow, useDraft, useLeaveWarning, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { TAGS_PER_QUESTION } from '../../../tags/schemas/tag';
import { questionPath, questionsApi, type QuestionInfo, type Draft } from '../api';
import { DraftBar } from './draft-bar';
import { refreshQuestion } from './refresh-question';
import { EditFooter } from './edit-footer';
import { QuestionFields, questionFieldErrors } from './question-fields';
import { validateQuestion, type QuestionFormErrors, type QuestionFormValues } from './question-validation';

const NS = 'plugin.questions';

const formValues = (q: QuestionInfo): QuestionFormValues => ({ title: q.title, content: q.content, tags: q.tags });
const sameTags = (a: QuestionFormValues['tags'], b: QuestionFormValues['tags']) => a.map((x) => x.slug_name).join() === b.map((x) => x.slug_name).join();

/** `/posts/:qid/edit` (SPEC §2.1). */
export function EditQuestionPage() {
  const { t } = useTranslation(NS);
  const { qid = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(`${NS}:page_title.edit_question`);
  const [original, setOriginal] = useState<QuestionInfo | null | 'missing'>(null);
  const [values, setValues] = useState<QuestionFormValues>({ title: '', content: '', tags: [] });
  const [summary, setSummary] = useState('');
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const [busy, setBusy] = useState(false);
  const captcha = useCaptchaFlow('edit');

  useEffect(() => {
    // A response for an earlier run (a changed id, or React's development double run) must not
    // reset the form once the author has started typing or a draft was put back.
    let live = true;
    questionsApi
      .info(qid)
      .then((q) => {
        if (!live) return;
        setOriginal(q);
        setValues(formValues(q));
      })
      .catch(() => live && setOriginal('missing'));
    return () => {
      live = false;
    };
  }, [qid]);

  const loaded = original !== null && original !== 'missing' ? original : null;
  const unchanged = useCallback(
    (v: QuestionFormValues) => !loaded || (v.title === loaded.title && v.content.trimEnd() === loaded.content.trimEnd() && sameTags(v.tags, loaded.tags)),
    [loaded],
  );
  const server = useMemo(() => ({
    objectType: 'question' as const,
    objectId: qid,
    toServer: (v: QuestionFormValues) => ({ title: v.title, content: v.content, tags: v.tags }),
    fromServer: (d: Draft) => ({ title: d.title, content: d.content, tags: d.tags.slice(0, TAGS_PER_QUESTION) }),
  }), [qid]);
  const draft = useDraft(`question.edit.${qid}`, values, unchanged, { onRestore: setValues, server, enabled: Boolean(loaded) });
  const leave = useLeaveWarning(!unchanged(values));

  if (original === 'missing') return <ErrorPage code="404" />;
  if (!original) return <Loading />;

  const set = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = async () => {
    const found = validateQuestion(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const input = { id: original.id, title: values.title.trim(), content: values.content, tags: values.tags, edit_summary: summary };
      const res = await captcha.run((answer) => questionsApi.update(input, answer));
      if (res?.wait_for_review) toast(t('toast.wait_for_review'), 'info');
      leave.release();
      draft.clear();
      await refreshQuestion(original.id);
      navigate(questionPath({ id: original.id, url_title: res?.url_title ?? original.url_title }));
    } catch (err) {
      if (isFieldErrors(err)) setErrors(questionFieldErrors(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="qq-form" data-testid="edit-question-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <h1>{t('edit.question_heading')}</h1>
        <DraftBar visible={draft.restored} onDiscard={() => { draft.clear(); setValues(formValues(original)); toast(t('draft.discarded'), 'info'); }} />
        <QuestionFields values={values} errors={errors} set={set} />
        <EditFooter summary={summary} onSummary={setSummary} busy={busy} />
      </form>
      {captcha.modal}
    </>
  );
}
