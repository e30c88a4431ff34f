import i18next, { type i18n } from 'i18next';
import enUS from './locales/en_US.json' with { type: 'json' };
import zhCN from './locales/zh_CN.json' with { type: 'json' };
import { LANGUAGE_CODES } from '../../schemas/api/languages.ts';

export const LANGUAGES = LANGUAGE_CODES;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

/** Labels for the language pickers (`language/options`), in each language's own words. */
export const LANGUAGE_LABELS: Record<Language, string> = { en_US: 'English', zh_CN: '简体中文' };

/**
 * Maps an Accept-Language value (`zh-CN`, `zh_CN,zh;q=0.9`, `en`) onto a supported
 * language; anything else falls back to en_US.
 */
export function normalizeLanguage(value: unknown): Language {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) return DEFAULT_LANGUAGE;
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]!.trim().replace('-', '_').toLowerCase();
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh' || tag.startsWith('zh_')) return 'zh_CN';
    if (tag === 'en' || tag.startsWith('en_')) return 'en_US';
  }
  return DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type Catalog = Record<string, unknown>;

/** Server-side message catalogue: the kernel's own plus each plugin's, merged per language. */
/** Plain texts remembered at most (keys are the catalogues', so this bounds only a caller's mistake). */
const PLAIN_TEXTS = 10_000;

export class Translator {
  private readonly i18n: i18n;
  /**
   * Texts without variables, by language and key: a member's answer labels every action on every
   * post it lists (i18next's lookup is a few microseconds each, 3 % of such a read's CPU). Dropped
   * whenever a catalogue is added.
   */
  private readonly plain = new Map<string, string>();

  constructor() {
    this.i18n = i18next.createInstance();
    void this.i18n.init({
      initAsync: false,
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      // Copies: i18next merges added catalogues into the objects it is given, and the imported
      // JSON is shared by every kernel in the process (one kernel's plugins would leak into the next).
      resources: { en_US: { translation: structuredClone(enUS) }, zh_CN: { translation: structuredClone(zhCN) } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }

  addCatalog(language: Language, catalog: Catalog): void {
    this.i18n.addResourceBundle(language, 'translation', catalog, true, false);
    this.plain.clear();
  }

  has(key: string): boolean {
    return this.i18n.exists(key, { lng: DEFAULT_LANGUAGE });
  }

  /** The whole merged catalogue of one language (`language/config`). */
  catalog(language: Language): Catalog {
    return (this.i18n.getResourceBundle(language, 'translation') ?? {}) as Catalog;
  }

  t(language: Language, key: string, vars?: Record<string, unknown>): string {
    if (vars) return this.i18n.t(key, { lng: language, ...vars }) as string;
    const at = `${language}\u0000${key}`;
    let text = this.plain.get(at);
    if (text === undefined) {
      text = this.i18n.t(key, { lng: language }) as string;
      if (this.plain.size >= PLAIN_TEXTS) this.plain.clear();
      this.plain.set(at, text);
    }
    return text;
  }
}
