import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import { Header } from './pages/header';
import { SearchPage } from './pages/search-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('searching from the header', () => {
  const j = useJourney({ installed: true, plugins: ['markdown', 'tags', 'questions', 'search', 'search-sql'] });

  it('the header box opens the results with the count, the link of the hit, orders and tips; no match shows the empty state', async () => {
    const admin = await j.server.admin();
    const id = await ask(j.server, admin, 'Configuring the zorblax connection pool');
    const { page } = j.browser;
    await page.goto('/');
    await new Header(page).search('zorblax configured');
    const results = new SearchPage(page);
    await expect.poll(async () => {
      await results.goto('zorblax configured');
      return results.hits().count();
    }, { timeout: 15_000 }).toBe(1);
    expect(await results.heading().innerText()).toBe('1 result for zorblax configured');
    const hit = results.hits().first();
    expect(await hit.getByRole('link', { name: 'Configuring the zorblax connection pool' }).getAttribute('href')).toBe(`/questions/${id}/configuring-the-zorblax-connection-pool`);
    await results.order('Newest').click();
    await page.waitForURL(/order=newest/);
    await results.tips().getByText('[tag]').waitFor();
    await results.goto('nothingmatchesthisword');
    await results.empty().waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
