import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MarkdownEditor, api, isFieldErrors, toast, useCaptchaFlow, useDraft, useLeaveWarning, usePageTitle, usePermission, useTranslation } from '../../../../web/src/sdk';
import { TAGS_PER_QUESTION, type TagBasic, type TagChoice } from '../../../tags/schemas/tag';
import { useHasUsableTags, useTagCreation } from '../../../tags/web/api';
import { questionPath, questionsApi, type Draft } from '../api';
import { DraftBar } from './draft-bar';
import { QuestionFields, questionFieldErrors } from './question-fields';
import { validateQuestion, type QuestionFormErrors, type QuestionFormValues } from './question-validation';
import { SimilarQuestions } from './similar-questions';

const NS = 'plugin.questions';
const DRAFT_KEY = 'question';
const EMPTY: QuestionFormValues = { title: '', content: '', tags: [], answer: '', withAnswer: false };
const isBlank = (v: QuestionFormValues) => !v.title.trim() && !v.content.trim() && v.tags.length === 0 && !(v.answer ?? '').trim();
/** A new question's server draft (object_id ''); the own answer stays in the local draft only. */
const SERVER_DRAFT = {
  objectType: 'question' as const,
  objectId: '',
  toServer: (v: QuestionFormValues) => ({ title: v.title, content: v.content, tags: v.tags }),
  fromServer: (d: Draft): QuestionFormValues => ({ ...EMPTY, title: d.title, content: d.content, tags: d.tags.slice(0, TAGS_PER_QUESTION) }),
};

/** `?tags=a,b` (SPEC §2.1: asking from a tag page prefills it). */
function usePrefilledTags(set: (tags: TagChoice[]) => void, enabled: boolean) {
  const [params] = useSearchParams();
  const slugs = params.get('tags');
  useEffect(() => {
    if (!slugs || !enabled) return;
    let live = true;
    api
      .get<TagBasic[]>('/tags', { tags: slugs }, { ignore50x: true })
      .then((list) => live && list?.length && set(list.slice(0, TAGS_PER_QUESTION)))
      .catch(() => live && set(slugs.split(',').slice(0, TAGS_PER_QUESTION).map((s) => ({ slug_name: s, display_name: s }))));
    return () => {
      live = false;
    };
  }, [slugs, enabled, set]);
}

/**
 * Told before writing, not refused at submit (issue 23): a member whose reputation does not allow
 * asking, or, since a question needs a tag, on a site with no tag this member may use and no right
 * to create one, nothing they write can be posted.
 */
function AskNotices() {
  const { t } = useTranslation(NS);
  const asking = usePermission('question.add');
  const creation = useTagCreation();
  const usable = useHasUsableTags(creation.state === 'refused');
  if (asking && !asking.has_permission) {
    return (
      <p className="q-alert q-alert--warning" role="status" data-testid="ask-not-allowed">
        {t('ask.not_allowed', { tip: asking.no_permission_tip })}
      </p>
    );
  }
  if (creation.state !== 'refused' || usable !== false) return null;
  return (
    <p className="q-alert q-alert--warning" role="status" data-testid="ask-no-usable-tags">
      {t('ask.no_usable_tags', { tip: creation.tip })}
    </p>
  );
}

/** `/questions/ask` (SPEC §2.1, §5). */
export function AskPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  usePageTitle(`${NS}:page_title.ask`);
  const [values, setValues] = useState<QuestionFormValues>(EMPTY);
  const draft = useDraft(DRAFT_KEY, values, isBlank, { onRestore: setValues, server: SERVER_DRAFT });
  const [errors, setErrors] = useState<QuestionFormErrors>({});
  const [busy, setBusy] = useState(false);
  const leave = useLeaveWarning(!isBlank(values));
  const captcha = useCaptchaFlow('question');

  const set = useCallback(<K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  }, []);
  const setTags = useCallback((tags: TagChoice[]) => set('tags', tags), [set]);
  usePrefilledTags(setTags, values.tags.length === 0);

  const submit = async () => {
    const found = validateQuestion(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const input = { title: values.title.trim(), content: values.content, tags: values.tags };
      const created = await captcha.run((answer) =>
        values.withAnswer ? questionsApi.askWithAnswer({ ...input, answer_content: values.answer ?? '' }, answer) : questionsApi.ask(input, answer),
      );
      leave.release();
      draft.clear();
      navigate(questionPath(created));
    } catch (err) {
      if (isFieldErrors(err)) setErrors(questionFieldErrors(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="qq-layout">
      <form
        className="qq-layout__main qq-form"
        data-testid="ask-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1>{t('ask.heading')}</h1>
        <AskNotices />
        <DraftBar
          visible={draft.restored}
          onDiscard={() => {
            draft.clear();
            setValues(EMPTY);
            toast(t('draft.discarded'), 'info');
          }}
        />
        <QuestionFields values={values} errors={errors} set={set} titlePlaceholder={t('ask.title_placeholder')} belowTitle={<SimilarQuestions title={values.title} />} />
        <label className="q-check">
          <input type="checkbox" name="with_answer" checked={Boolean(values.withAnswer)} onChange={(e) => set('withAnswer', e.target.checked)} />
          <span>{t('ask.answer_own')}</span>
        </label>
        {values.withAnswer && (
          <div className="q-field" data-field="answer">
            <span className="q-field__label">{t('answer.your_answer')}</span>
            <MarkdownEditor value={values.answer ?? ''} onChange={(v) => set('answer', v)} testId="own-answer-editor" invalid={Boolean(errors.answer)} />
            {errors.answer && <span className="q-field__error">{t(errors.answer, { defaultValue: errors.answer })}</span>}
          </div>
        )}
        <div>
          <button type="submit" className="q-btn q-btn--primary" disabled={busy} data-testid="post-question">
            {values.withAnswer ? t('ask.post_with_answer') : t('ask.post')}
          </button>
        </div>
      </form>
      {captcha.modal}
    </div>
  );
}
