import type { TagChoice } from '../../../tags/schemas/tag';
import { ANSWER_MIN, TITLE_MAX } from '../api';

export interface QuestionFormValues {
  title: string;
  content: string;
  tags: TagChoice[];
  /** Only when answering one's own question. */
  answer?: string;
  withAnswer?: boolean;
}

export type QuestionFormErrors = Partial<Record<'title' | 'content' | 'tags' | 'answer', string>>;

/** SPEC §5 ask rules; values are i18n keys of plugin.questions. */
export function validateQuestion(v: QuestionFormValues): QuestionFormErrors {
  const errors: QuestionFormErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = 'validation.title_empty';
  else if (title.length > TITLE_MAX) errors.title = 'validation.title_too_long';
  if (!v.content.trim()) errors.content = 'validation.body_empty';
  if (v.tags.length === 0) errors.tags = 'validation.tags_empty';
  if (v.withAnswer && !(v.answer ?? '').trim()) errors.answer = 'validation.answer_empty';
  return errors;
}

/** Server field names → form fields. */
export const SERVER_FIELDS: Record<string, keyof QuestionFormErrors> = {
  title: 'title',
  content: 'content',
  tags: 'tags',
  answer_content: 'answer',
};

/** SPEC §5 answer content rules; returns the i18n key of the problem. */
export function answerProblem(content: string): string | null {
  const text = content.trim();
  if (!text) return 'validation.answer_empty';
  if (text.length < ANSWER_MIN) return 'validation.answer_too_short';
  return null;
}
