import type { ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../kernel/api';
import { VisitorCachePoint } from '../../plugins/web-pages/server/api';
import type { TestUser } from '../support/test-server';
import { Header } from './pages/header';
import { signIn } from './support/sign-in';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

/** The browser's report of the document's own 404 status: expected on a not-found page, nothing else is. */
const OWN_404 = /Failed to load resource: the server responded with a status of 404/;

/** Console errors and warnings and page errors from now on. */
function problems(page: Page): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onConsole = (msg: ConsoleMessage) => void ((msg.type() === 'error' || msg.type() === 'warning') && list.push(`${msg.type()}: ${msg.text()}`));
  const onError = (err: Error) => void list.push(`pageerror: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return { list, stop: () => (page.off('console', onConsole), page.off('pageerror', onError)) };
}

/** Until React has taken over the header (hydrated, or rendered from the shell). */
const headerLive = (page: Page) =>
  page.waitForFunction(() => {
    const header = document.querySelector('[data-testid="header"]');
    return !!header && Object.keys(header).some((k) => k.startsWith('__reactFiber'));
  });

/**
 * A plugin that is off has no pages: the server answers 404 for them and the browser draws the
 * app's not-found page, on a full load and after the admin switches it off while the app runs;
 * the header offers no link to them.
 */
describe('pages of a plugin that is off, in the browser', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'revisions', 'review', 'seo'] });
  let admin: TestUser;
  let moderator: TestUser;

  const setEnabled = async (plugin: string, enabled: boolean) => {
    const res = await j.server.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: plugin, enabled }, { token: admin.token });
    expect(res.code, `${plugin} -> ${enabled}`).toBe(200);
  };

  beforeAll(async () => {
    admin = await j.server.admin();
    moderator = await j.server.createUser({ role: Role.moderator });
  }, JOURNEY_TIMEOUT_MS);

  it('a disabled plugin\'s page loads as the not-found page with a 404, and as itself once enabled again', async () => {
    const { page } = j.browser;
    await signIn(page, moderator);
    expect((await page.goto('/review'))?.status()).toBe(200);
    await page.getByTestId('review-page').waitFor();

    await setEnabled('review', false);
    try {
      const seen = problems(page);
      expect((await page.goto('/review'))?.status()).toBe(404);
      await expect.poll(() => page.getByTestId('error-page').getAttribute('data-code')).toBe('404');
      await page.waitForLoadState('networkidle');
      seen.stop();
      expect(seen.list.filter((p) => !OWN_404.test(p))).toEqual([]);
    } finally {
      await setEnabled('review', true);
    }
    expect((await page.goto('/review'))?.status()).toBe(200);
    await page.getByTestId('review-page').waitFor();
  }, JOURNEY_TIMEOUT_MS);

  // Core plugins cannot be switched off from the admin list; one that fails (quarantined) is off
  // all the same. Last: quarantine is not undone.
  it('the header offers no link to the pages of a plugin that is off, and those pages are 404s', async () => {
    const { page } = j.browser;
    // as a visitor: the page drawn on the server and hydrated
    await page.goto('/questions');
    await headerLive(page);
    const header = new Header(page);
    await header.logout();
    expect(await header.root.getByRole('link', { name: 'Users', exact: true }).count()).toBe(1);

    j.server.kernel.host.quarantine(j.server.kernel.host.get('users')!, new Error('test: off'));
    // quarantine is no write through the API: the visitors' kept pages are dropped as a write drops them
    await j.server.kernel.host.extensions.one(VisitorCachePoint)!.invalidate();
    const seen = problems(page);
    expect((await page.goto('/questions'))?.status()).toBe(200);
    await headerLive(page);
    await page.waitForLoadState('networkidle');
    expect(await header.root.getByRole('link', { name: 'Questions', exact: true }).count()).toBe(1);
    expect(await header.root.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    seen.stop();
    // hydrated as drawn: the server's header and the browser's agree
    expect(seen.list).toEqual([]);

    expect((await page.goto(`/users/${moderator.username}`))?.status()).toBe(404);
    await expect.poll(() => page.getByTestId('error-page').getAttribute('data-code')).toBe('404');
  }, JOURNEY_TIMEOUT_MS);
});
