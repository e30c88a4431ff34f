import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LoginPage } from './pages/login-page';
import { ADMIN } from './support/accounts';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { setSiteLanguage, type Language } from './support/site';
import { builtInPlugins } from '../support/built-in-plugins';

/**
 * Every admin page, reached by walking the admin menu, in both languages at a desktop and a
 * phone width: no visible label, option, button or help text may be the schema or the
 * catalogue showing through (a snake_case key, an i18n key, a bare enum value, rjsf's "<key> Key",
 * an unlabelled button, an empty option, a colour as free text), and in zh_CN no form word may be
 * left in English, and nothing may make the page wider than the viewport. Each page is saved as a screenshot for a person to look over.
 */

interface Finding {
  page: string;
  what: string;
  text: string;
}

/** Runs in the page: what the admin page's main column shows that reads as raw schema. */
function rawWordsOnPage(language: string): { what: string; text: string }[] {
  const main = document.querySelector('.q-two-col__main');
  if (!main) return [{ what: 'page', text: 'no main column' }];
  const visible = (el: Element) => {
    const box = (el as HTMLElement).getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  // What a label reads as words: code (an identifier shown on purpose, as the API page's plugin
  // ids), paths and {placeholders} are not words to translate.
  const text = (el: Element) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const code of copy.querySelectorAll('code, kbd')) code.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const words = (value: string) => value.replace(/\/[\w./-]*/g, ' ').replace(/\{\w+\}/g, ' ');
  const found: { what: string; text: string }[] = [];
  // Words a Chinese page keeps as they are: language names in their own language, file names, acronyms.
  // (and IANA time zones, which are names: Asia/Shanghai; and the AI providers' brand names)
  const ENGLISH_IN_ZH = /^(English|robots\.txt|Gravatar|OpenAI|Gemini|Anthropic|[A-Z][A-Za-z]+\/[\w/+-]+)$/;
  /** No Chinese, and an English word of lower-case letters (acronyms such as SMTP or TLS are kept as they are). */
  const englishInChinese = (value: string) => !/[\u4e00-\u9fff]/.test(value) && /[a-z]{3,}/.test(words(value)) && !ENGLISH_IN_ZH.test(value);
  const snake = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;
  const i18nKey = /^[a-z][\w-]*(?::[\w.]+|(?:\.[a-z_]+){2,})$/;
  // The words of a form: field labels, group titles, help texts, headings, options and buttons.
  const shown = [...main.querySelectorAll('label, legend, h1, h2, h3, h4, .field-description, .q-field__help, .q-form-help, button, option, th')];
  for (const el of shown) {
    if (el.tagName !== 'OPTION' && !visible(el)) continue;
    if (el.tagName === 'OPTION' && !visible(el.parentElement!)) continue;
    const value = text(el);
    if (el.tagName === 'BUTTON') {
      const name = value || el.getAttribute('aria-label') || el.getAttribute('title') || '';
      if (!/[\p{L}]{2,}/u.test(name)) found.push({ what: 'unlabelled button', text: name || el.outerHTML.slice(0, 80) });
      else if (!value && !/[\p{L}]{2,}/u.test(value) && !el.getAttribute('aria-label')) found.push({ what: 'button named only by a tooltip', text: name });
      continue;
    }
    if (el.tagName === 'OPTION') {
      const option = el as HTMLOptionElement;
      if (!value) found.push({ what: 'blank option', text: `value "${option.value}"` });
      else if (/^-?\d+$/.test(value)) found.push({ what: 'bare number as option', text: value });
      // (rjsf's option values are indexes, so a raw value shows as a lower-case identifier)
      else if (/^[a-z][a-z0-9_-]*$/.test(value)) found.push({ what: 'raw value as option', text: value });
      else if (language === 'zh_CN' && englishInChinese(value)) found.push({ what: 'English in zh_CN', text: value });
      continue;
    }
    if (!value) continue;
    if (snake.test(words(value))) found.push({ what: 'snake_case key', text: value });
    if (i18nKey.test(value)) found.push({ what: 'i18n key', text: value });
    if (/\bKey$/.test(value)) found.push({ what: "rjsf's key label", text: value });
    if (language === 'zh_CN' && el.tagName !== 'TH' && englishInChinese(value)) {
      found.push({ what: 'English in zh_CN', text: value });
    }
  }
  // A hex colour typed into a plain text box, with no colour picker beside it.
  for (const input of main.querySelectorAll<HTMLInputElement>('input[type=text]')) {
    if (visible(input) && /^#[0-9a-f]{6}$/i.test(input.value) && !input.parentElement?.querySelector('input[type=color]')) {
      found.push({ what: 'colour as free text', text: input.value });
    }
  }
  return found;
}

/** The admin menu's pages and the plugins' configuration pages. */
async function adminPages(page: Page): Promise<string[]> {
  await page.goto('/admin');
  await page.getByTestId('admin-layout').waitFor();
  const links = await page.locator('.q-side-menu a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  // and the plugins' configuration pages, reached from the plugins page
  await page.goto('/admin/plugins');
  const config = page.locator('a[href$="/config"]');
  await config.first().waitFor();
  const configs = await config.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set([...links, ...configs])];
}

/** The page's own content, once it has loaded (not its spinner). */
async function settle(page: Page): Promise<void> {
  await page.locator('.q-two-col__main > *').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.q-two-col__main .q-loading, .q-two-col__main [aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
}

describe('admin pages show words, not the schema', () => {
  const j = useJourney({ installed: true, plugins: builtInPlugins().filter((p) => p !== 'search-sql') });

  it.each([
    ['en_US', 1280],
    ['zh_CN', 1280],
    ['en_US', 390],
    ['zh_CN', 390],
  ] as [Language, number][])('every admin page in %s at %i px', async (language, width) => {
    await setSiteLanguage(j.server, language);
    const session = await launchBrowser({ baseURL: j.server.url, viewport: { width, height: 900 } });
    const findings: Finding[] = [];
    try {
      const { page } = session;
      await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
      const menu = await adminPages(page);
      expect(menu.length).toBeGreaterThan(20);
      for (const path of menu) {
        await page.goto(path);
        await settle(page);
        for (const f of await page.evaluate(rawWordsOnPage, language)) findings.push({ page: path, ...f });
        // nothing may widen the page past the viewport (a wide table scrolls inside its own box)
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        if (wider > 0) findings.push({ page: path, what: 'page wider than the viewport', text: `${wider} px` });
        await session.screenshot(`admin-words-${language}-${width}${path.replace(/\//g, '-')}`);
      }
    } finally {
      await session.close();
      await setSiteLanguage(j.server, 'en_US');
    }
    expect(findings).toEqual([]);
  }, JOURNEY_TIMEOUT_MS * 3);
});
