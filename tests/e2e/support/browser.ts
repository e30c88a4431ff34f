import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Chromium installed by the OS (`apt-get install -y chromium fonts-noto-cjk`). */
export const CHROMIUM_PATH = process.env.QUORUM_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Git-ignored folder for screenshots of the journeys. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Saves `tests/e2e/screenshots/<name>.png` and returns its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

/** Launches Chromium with a fresh temporary profile (nothing leaks between runs). */
export async function launchBrowser(options: { baseURL?: string; locale?: string; viewport?: { width: number; height: number } } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'quorum-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: options.baseURL,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  // Generous for a CI machine running two suites at once; every wait is on a condition.
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    page,
    async screenshot(name) {
      const path = join(SCREENSHOT_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
      await page.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
