import type { FieldError, PluginContext } from '../../../../kernel/api.ts';
import { TAGS_PER_QUESTION } from '../../../tags/schemas/tag.ts';
import { WriteSettingsGroup } from '../../../tags/server/api.ts';
import { ANSWER_MIN, TITLE_MAX } from '../../schemas/post-rules.ts';

/** The write settings the rules read (the tags plugin's write group). */
export interface WriteRules {
  min_tags: number;
  min_content: number;
  restrict_answer: boolean;
}

/** The site's rules as set now (the tags plugin's write group); call before a transaction opens (SQLite has one connection). */
export function siteWriteRules(settings: Pick<PluginContext['settings'], 'get'>): () => Promise<WriteRules> {
  return async () => {
    const { min_tags, min_content, restrict_answer } = await settings.get(WriteSettingsGroup);
    return { min_tags, min_content, restrict_answer };
  };
}

const field = (error_field: string, error_msg: string): FieldError => ({ error_field, error_msg });

/**
 * SPEC §5 checks with SPEC's own messages. The schemas only bound types and sizes: ajv's
 * generic messages cannot say 'Title up to 150 characters'.
 */
export function questionErrors(input: { title?: string; content?: string; tags?: unknown[] }, rules: WriteRules): FieldError[] {
  const errors: FieldError[] = [];
  const title = (input.title ?? '').trim();
  if (title.length === 0) errors.push(field('title', 'error.question.title_required'));
  else if (title.length > TITLE_MAX) errors.push(field('title', 'error.question.title_too_long'));
  const body = (input.content ?? '').trim();
  if (body.length === 0) errors.push(field('content', 'error.question.body_required'));
  else if (body.length < rules.min_content) errors.push(field('content', `error.question.body_too_short|${JSON.stringify({ min: rules.min_content })}`));
  const tags = input.tags ?? [];
  if (tags.length < rules.min_tags) errors.push(field('tags', 'error.question.tags_required'));
  else if (tags.length > TAGS_PER_QUESTION) errors.push(field('tags', 'error.question.tags_too_many'));
  return errors;
}

/** Answer bodies: 'Answer cannot be empty.' or 'content must be at least 6 characters in length.' */
export function answerErrors(content: string | undefined, name = 'content'): FieldError[] {
  const text = (content ?? '').trim();
  if (text.length === 0) return [field(name, 'error.answer.content_required')];
  if (text.length < ANSWER_MIN) return [field(name, 'error.answer.content_too_short')];
  return [];
}
