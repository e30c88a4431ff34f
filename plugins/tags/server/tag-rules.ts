import type { FieldError } from '../../../kernel/api.ts';
import { TAG_NAME_MAX, TAG_SLUG_PATTERN } from '../schemas/tag.ts';

export { TAG_NAME_MAX };
const SLUG_PATTERN = new RegExp(TAG_SLUG_PATTERN);

/** Slugs are matched without regard to case or surrounding blanks (SPEC §5). */
export function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase();
}

/** SPEC §5 slug rule; the messages are this plugin's i18n keys. */
export function slugError(slug: string, field = 'slug_name'): FieldError | undefined {
  if (slug.length === 0) return { error_field: field, error_msg: 'error.tag.slug_required' };
  if (slug.length > TAG_NAME_MAX) return { error_field: field, error_msg: 'error.tag.slug_too_long' };
  if (!SLUG_PATTERN.test(slug)) return { error_field: field, error_msg: 'error.tag.slug_invalid' };
  return undefined;
}

export function displayNameError(name: string, field = 'display_name'): FieldError | undefined {
  if (name.trim().length === 0) return { error_field: field, error_msg: 'error.tag.display_name_required' };
  if (name.length > TAG_NAME_MAX) return { error_field: field, error_msg: 'error.tag.display_name_too_long' };
  return undefined;
}

/** The field errors of a tag's slug and display name (either may be left out of an edit). */
export function tagFieldErrors(input: { slug_name?: string; display_name?: string }): FieldError[] {
  const errors: FieldError[] = [];
  if (input.slug_name !== undefined) {
    const e = slugError(normalizeSlug(input.slug_name));
    if (e) errors.push(e);
  }
  if (input.display_name !== undefined) {
    const e = displayNameError(input.display_name);
    if (e) errors.push(e);
  }
  return errors;
}
