import { TAG_NAME_MAX, TAG_SLUG_PATTERN, type TagChoice } from '../schemas/tag';

/** How long the selector highlights a tag typed twice (SPEC §5). */
export const TAG_HIGHLIGHT_MS = 2000;
const SLUG = new RegExp(TAG_SLUG_PATTERN);

/** SPEC §5 tag modal rules; values are i18n keys of plugin.tags. */
export function validateTag(v: { slug_name: string; display_name: string }): Partial<Record<'slug_name' | 'display_name', string>> {
  const errors: Partial<Record<'slug_name' | 'display_name', string>> = {};
  if (!v.display_name.trim()) errors.display_name = 'form.display_name_empty';
  else if (v.display_name.length > TAG_NAME_MAX) errors.display_name = 'form.display_name_too_long';
  if (!v.slug_name.trim()) errors.slug_name = 'form.slug_empty';
  else if (v.slug_name.length > TAG_NAME_MAX) errors.slug_name = 'form.slug_too_long';
  else if (!SLUG.test(v.slug_name)) errors.slug_name = 'form.slug_invalid';
  return errors;
}

/**
 * The slug a display name suggests, as the tag form fills it while the admin types ("Python 3" →
 * "python-3", "C++" → "c++", "Café" → "cafe"): lower case, accents dropped, spaces as hyphens,
 * only what the slug rule allows. A name with nothing of that (Chinese) suggests '', and the
 * admin types a slug.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9+#.-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_NAME_MAX);
}

/** Index of a tag already in the list, compared case-insensitively (SPEC §5). */
export function duplicateIndex(list: readonly TagChoice[], name: string): number {
  const needle = name.trim().toLowerCase();
  return list.findIndex((t) => t.slug_name.toLowerCase() === needle || t.display_name.toLowerCase() === needle);
}
