export const SUPPORTED_LANGUAGES = ['en_US', 'zh_CN'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en_US';

/** 'zh-CN' → 'zh_CN'; unknown values → undefined. */
export function normalizeLanguage(value: string | null | undefined): Language | undefined {
  if (!value || value === 'Default') return undefined;
  const v = value.replace('-', '_');
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(v) ? (v as Language) : undefined;
}

/**
 * Interface language (SPEC §1, §3): the user's own setting unless 'Default' or empty,
 * else the site's interface language, else the build-time default, else en_US.
 */
export function resolveLanguage(
  userLanguage: string | null | undefined,
  siteLanguage: string | null | undefined,
  buildDefault: string | null | undefined,
): Language {
  return normalizeLanguage(userLanguage) ?? normalizeLanguage(siteLanguage) ?? normalizeLanguage(buildDefault) ?? FALLBACK_LANGUAGE;
}
