import type { ReactNode } from 'react';
import { MarkdownEditor, TextField, type FieldErrors, useTranslation } from '../../../../web/src/sdk';
import { TagSelector } from '../../../tags/web/api';
import { TITLE_MAX } from '../api';
import { SERVER_FIELDS, type QuestionFormErrors, type QuestionFormValues } from './question-validation';

const NS = 'plugin.questions';

type SetQuestionField = <K extends keyof QuestionFormValues>(key: K, value: QuestionFormValues[K]) => void;

/** A 400's field errors on the question form; a field the form does not show lands on the body. */
export function questionFieldErrors(err: FieldErrors): QuestionFormErrors {
  const mapped: QuestionFormErrors = {};
  for (const [field, msg] of Object.entries(err.byField())) mapped[SERVER_FIELDS[field] ?? 'content'] = msg;
  return mapped;
}

interface Props {
  values: QuestionFormValues;
  errors: QuestionFormErrors;
  set: SetQuestionField;
  titlePlaceholder?: string;
  /** Between the title and the body (the ask page's similar questions). */
  belowTitle?: ReactNode;
}

/** Title, body and tags with their errors, as the ask and edit pages show them. */
export function QuestionFields({ values, errors, set, titlePlaceholder, belowTitle }: Props) {
  const { t } = useTranslation(NS);
  // Client errors are i18n keys; a server message is shown as it came.
  const message = (key: keyof QuestionFormErrors) => {
    const value = errors[key];
    return value ? t(value, { defaultValue: value }) : undefined;
  };
  return (
    <>
      <TextField
        label={t('ask.title')}
        name="title"
        value={values.title}
        maxLength={TITLE_MAX + 50}
        placeholder={titlePlaceholder}
        error={message('title')}
        onChange={(v) => set('title', v)}
      />
      {belowTitle}
      <div className="q-field" data-field="content">
        <span className="q-field__label">{t('ask.body')}</span>
        <MarkdownEditor value={values.content} onChange={(v) => set('content', v)} testId="question-editor" invalid={Boolean(errors.content)} />
        {errors.content && <span className="q-field__error">{message('content')}</span>}
      </div>
      <div className="q-field" data-field="tags">
        <span className="q-field__label">{t('ask.tags')}</span>
        <TagSelector value={values.tags} onChange={(tags) => set('tags', tags)} invalid={Boolean(errors.tags)} />
        {errors.tags && <span className="q-field__error">{message('tags')}</span>}
      </div>
    </>
  );
}
