import { describe, expect, it } from 'vitest';
import { AdminPluginsPage } from './pages/admin-plugins-page';
import { LoginPage } from './pages/login-page';
import { ADMIN } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

interface StatusRow {
  slug_name: string;
  enabled: boolean;
}

describe('plugins', () => {
  const j = useJourney({ installed: true });

  it('disabling a plugin in the admin changes the public status the shell mounts from, and back', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const plugins = await new AdminPluginsPage(page).goto();
    const togglable = page.getByTestId('plugin-row').filter({ has: page.getByTestId('plugin-toggle') }).first();
    const slug = (await togglable.getAttribute('data-slug')) ?? '';
    expect(slug).not.toBe('');

    const status = async () => {
      const res = await page.request.get('/answer/api/v1/plugin/status');
      const body = (await res.json()) as { data: StatusRow[] };
      return body.data.find((p) => p.slug_name === slug)?.enabled;
    };
    const before = await status();
    await plugins.toggle(slug);
    expect(await status()).toBe(!before);
    await j.browser.screenshot('admin-plugins-toggled');
    await plugins.toggle(slug);
    expect(await status()).toBe(before);
  }, JOURNEY_TIMEOUT_MS);
});
