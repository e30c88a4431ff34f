import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

const SCRIPTS = /\/assets\/.*\.js$/;

/**
 * A server-rendered page is on screen before the app's scripts have run (a slow phone, a slow
 * network). The header's search box is its one form then, and it names its action: pressing
 * Enter in it is the browser's own GET to the results page, which is server-rendered too.
 */
describe('the header search before the app has loaded', () => {
  const j = useJourney({ installed: true, plugins: ['markdown', 'tags', 'questions', 'seo', 'search', 'search-sql'] });

  it('goes to the results page by the browser\'s own submit', async () => {
    const member = await j.server.createUser({ name: 'Early' });
    await ask(j.server, member, 'Searching before any script has run');
    const { page } = j.browser;
    const held: Route[] = [];
    await page.route(SCRIPTS, (route) => void held.push(route));
    await page.goto('/questions', { waitUntil: 'commit' });
    const box = page.getByTestId('header-search').locator('input[name=q]');
    await box.waitFor();
    await box.fill('script');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'script', { waitUntil: 'commit' });
    await page.getByTestId('search-hit').filter({ hasText: 'Searching before any script has run' }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    await page.unroute(SCRIPTS);
    for (const route of held) await route.abort().catch(() => undefined);
  }, JOURNEY_TIMEOUT_MS);
});
