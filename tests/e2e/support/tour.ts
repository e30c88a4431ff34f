import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './browser';
import type { Language } from './site';

/** Where `npm run screenshots` writes (git-ignored with the rest of tests/e2e/screenshots). */
export const TOUR_DIR = join(SCREENSHOT_DIR, 'tour');

/** A phone and a laptop: every screen is taken at both. */
export const WIDTHS = [390, 1280] as const;
const HEIGHT = 844;

/** A screen that did not load, with what went wrong. */
interface Failure {
  file: string;
  error: string;
}

/**
 * One language's pass of the screenshot tour: `shoot` saves the screen the
 * page shows at each width as `<lang>-<width>-<name>.png`; a screen that does not load (its test
 * id never shows, or the page throws) is recorded with a `FAILED-` screenshot and the tour goes
 * on, so one run reports every broken screen (the script then exits non-zero).
 */
export class Tour {
  readonly shot: string[] = [];
  readonly failures: Failure[] = [];
  /** Paths the tour has shown (to check a menu's links are all covered). */
  readonly visited = new Set<string>();
  private pageErrors: string[] = [];
  private current: Page | undefined;

  constructor(readonly lang: Language) {}

  /** The browser page the next screens are taken in (a language's pass uses two sites). */
  attach(page: Page): void {
    this.current = page;
    page.on('pageerror', (err) => this.pageErrors.push(err.message));
  }

  get page(): Page {
    if (!this.current) throw new Error('Tour: no page attached');
    return this.current;
  }

  /** Records a failure found outside a screen (a menu link the tour misses). */
  fail(file: string, error: string): void {
    this.failures.push({ file, error });
    process.stderr.write(`FAILED ${file}: ${error}\n`);
  }

  /** Opens `path` at each width, waits for `testId` (and `ready`, if given) and saves it. */
  async visit(name: string, path: string, testId: string, ready?: (page: Page) => Promise<unknown>): Promise<void> {
    await this.capture(name, async () => {
      await this.page.goto(path);
      await this.page.getByTestId(testId).first().waitFor();
      await ready?.(this.page);
    });
  }

  /**
   * Saves what `show` brings up (a dialog, a wizard step) at each width: `show` runs at the first
   * width, and the page is resized for the next so state reached by clicking is kept. A dialog is
   * taken as the viewport shows it (`fullPage: false`): a whole-page picture would stretch the page
   * under an overlay that covers only the viewport.
   */
  async capture(name: string, show: () => Promise<unknown>, { reloadPerWidth = true, fullPage = true } = {}): Promise<void> {
    this.pageErrors = [];
    for (const [i, width] of WIDTHS.entries()) {
      const file = `${this.lang}-${width}-${name}.png`;
      try {
        await this.page.setViewportSize({ width, height: HEIGHT });
        if (i === 0 || reloadPerWidth) await show();
        await settle(this.page);
        if (this.pageErrors.length) throw new Error(`the page threw: ${this.pageErrors.join(' | ')}`);
        await this.page.screenshot({ path: join(TOUR_DIR, file), fullPage });
        this.shot.push(file);
        this.visited.add(new URL(this.page.url()).pathname);
      } catch (err) {
        const error = `${(err as Error).message.split('\n')[0]} (at ${this.page.url()})`;
        this.failures.push({ file, error });
        process.stderr.write(`FAILED ${file}: ${error}\n`);
        await this.page.screenshot({ path: join(TOUR_DIR, `FAILED-${file}`), fullPage: true }).catch(() => undefined);
        return;
      }
    }
  }
}

/** Two animation frames and idle network: the layout after a resize, images and lazy chunks in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** TOUR_DIR without the given languages' pictures from an earlier run (they would mislead). */
export function prepareTourDir(languages: Language[]): void {
  mkdirSync(TOUR_DIR, { recursive: true });
  for (const file of readdirSync(TOUR_DIR)) {
    if (languages.some((lang) => file.startsWith(`${lang}-`) || file.startsWith(`FAILED-${lang}-`))) rmSync(join(TOUR_DIR, file));
  }
}

/**
 * index.html beside the screenshots: one row per screen in tour order, the phone and the laptop
 * side by side for each language, so a person reads the tour top to bottom.
 */
export function writeTourIndex(names: string[], languages: Language[]): string {
  const cell = (file: string) => `<td><a href="${file}"><img src="${file}" loading="lazy" alt="${file}"></a></td>`;
  const rows = names.map((name) => `<tr><th>${name}</th>${languages.flatMap((lang) => WIDTHS.map((w) => cell(`${lang}-${w}-${name}.png`))).join('')}</tr>`);
  const head = languages.flatMap((lang) => WIDTHS.map((w) => `<th>${lang} ${w} px</th>`)).join('');
  const html = `<!doctype html><meta charset="utf-8"><title>Quorum screenshot tour</title>
<style>body{font:14px sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:4px;vertical-align:top}
th{text-align:left;position:sticky;top:0;background:#fff}td img{width:220px;max-height:480px;object-fit:cover;object-position:top}</style>
<h1>Quorum screenshot tour</h1><p>Each screen at 390 px and 1280 px, in each language. Click a picture for the whole page.</p>
<table><tr><th>screen</th>${head}</tr>${rows.join('\n')}</table>\n`;
  const path = join(TOUR_DIR, 'index.html');
  writeFileSync(path, html);
  return path;
}
