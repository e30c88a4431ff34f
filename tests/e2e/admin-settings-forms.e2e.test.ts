import { describe, expect, it } from 'vitest';
import { png } from '../../plugins/uploads-local/server/test-images.ts';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { LoginPage } from './pages/login-page';
import { ADMIN } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { setSiteUrl } from './support/site';

/**
 * The schema forms as an admin uses them: a field emptied and saved stays empty after a reload
 * (the form once left emptied fields out, and the server kept the old value), images are uploaded
 * with a preview and removed, colours are picked, lists get labelled Add and Remove buttons, and
 * SMTP asks for a username and password only once authentication is on.
 */
describe('admin settings forms', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'uploads-local', 'seo'] });

  it('keeps an emptied field empty after a reload: CSS and HTML, SMTP host', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const settings = await new AdminSettingsPage(page).goto('css-html');
    await settings.fill({ custom_css: '.q-app { outline: 0; }', custom_footer: '<p>Old footer</p>' });
    await settings.saveAndWait();
    await settings.goto('css-html');
    expect(await settings.field('custom_footer').inputValue()).toBe('<p>Old footer</p>');
    await settings.fill({ custom_css: '', custom_footer: '' });
    expect(await settings.saveAndWait()).toMatchObject({ custom_css: '', custom_footer: '' });
    await settings.goto('css-html');
    expect(await settings.field('custom_css').inputValue()).toBe('');
    expect(await settings.field('custom_footer').inputValue()).toBe('');

    await settings.goto('smtp');
    await settings.fill({ smtp_host: 'smtp.example.com' });
    await settings.saveAndWait();
    await settings.goto('smtp');
    expect(await settings.field('smtp_host').inputValue()).toBe('smtp.example.com');
    await settings.fill({ smtp_host: '' });
    await settings.saveAndWait();
    await settings.goto('smtp');
    expect(await settings.field('smtp_host').inputValue()).toBe('');
  }, JOURNEY_TIMEOUT_MS);

  it('asks for the SMTP username and password only with authentication on', async () => {
    const { page } = j.browser;
    const settings = await new AdminSettingsPage(page).goto('smtp');
    expect(await settings.field('smtp_username').isVisible()).toBe(false);
    expect(await settings.field('smtp_password').isVisible()).toBe(false);
    await settings.setChecked('smtp_authentication', true);
    await settings.field('smtp_username').waitFor();
    expect(await settings.group('smtp_username').locator('.required').count()).toBe(1);
    await settings.save();
    expect(await settings.errorsOf('smtp_username')).toEqual(['SMTP username empty']);
    await settings.setChecked('smtp_authentication', false);
    await settings.field('smtp_username').waitFor({ state: 'hidden' });
    await settings.saveAndWait();
    // the encryption choices say what they are, "None" included
    expect(await settings.field('encryption').locator('option').allInnerTexts()).toEqual(['None', 'SSL', 'TLS (STARTTLS)']);
    await j.browser.screenshot('admin-smtp-form');
  }, JOURNEY_TIMEOUT_MS);

  it('uploads a branding image with a preview, keeps it, and removes it for good', async () => {
    const { page } = j.browser;
    // uploaded files are addressed under the site URL: the test server's, so the preview loads
    await setSiteUrl(j.server, j.server.url);
    const settings = await new AdminSettingsPage(page).goto('branding');
    // junk typed in is refused by the server, naming the field
    await settings.field('logo').fill('not a picture');
    await settings.save();
    expect((await settings.errorsOf('logo')).length).toBe(1);
    await settings.field('logo').fill('');
    await settings.group('favicon').locator('input[type=file]').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: png(32, 32, [10, 120, 40]) });
    const preview = settings.group('favicon').locator('.q-image-field__preview img');
    await preview.waitFor();
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
    const uploaded = await settings.field('favicon').inputValue();
    expect(uploaded).toMatch(/\/uploads\/branding\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    await settings.saveAndWait();
    await settings.goto('branding');
    expect(await settings.field('favicon').inputValue()).toBe(uploaded);
    // the page wears it
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(uploaded);
    await j.browser.screenshot('admin-branding-uploaded');
    await settings.group('favicon').getByRole('button', { name: 'Remove' }).click();
    expect(await settings.saveAndWait()).toMatchObject({ favicon: '' });
    await settings.goto('branding');
    expect(await settings.field('favicon').inputValue()).toBe('');
    expect(await settings.group('favicon').locator('.q-image-field__preview img').count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);

  it('picks a colour, labels every choice, and adds and removes list items by labelled buttons', async () => {
    const { page } = j.browser;
    const settings = await new AdminSettingsPage(page).goto('themes');
    expect(await settings.field('theme').locator('option').allInnerTexts()).toEqual(['Default']);
    expect(await settings.field('theme_config_default_navbar_style').locator('option').allInnerTexts()).toEqual(['Primary color', 'Light', 'Dark']);
    const color = settings.group('theme_config_default_primary_color');
    expect(await color.locator('input[type=color]').inputValue()).toBe('#0033ff');
    await color.locator('input[type=color]').fill('#aa0011');
    expect(await settings.field('theme_config_default_primary_color').inputValue()).toBe('#aa0011');
    await settings.saveAndWait();
    await settings.goto('themes');
    expect(await settings.field('theme_config_default_primary_color').inputValue()).toBe('#aa0011');
    await settings.field('theme_config_default_primary_color').fill('#0033ff');
    await settings.saveAndWait();

    // a time zone is chosen from the zones' names, not typed
    await settings.goto('interface');
    await settings.field('time_zone').selectOption('Asia/Shanghai');
    await settings.saveAndWait();
    await settings.goto('interface');
    expect(await settings.field('time_zone').inputValue()).toBe('Asia/Shanghai');
    await settings.field('time_zone').selectOption('UTC');
    await settings.saveAndWait();

    await settings.goto('seo');
    expect(await settings.field('permalink').locator('option').allInnerTexts()).toEqual([
      'ID and title: /questions/10010000000000001/post-title', 'ID: /questions/10010000000000001',
      'Short ID and title: /questions/D1D1/post-title', 'Short ID: /questions/D1D1',
    ]);

    await settings.goto('login');
    await settings.group('allow_email_domains').getByRole('button', { name: 'Add' }).click();
    await settings.field('allow_email_domains_0').fill('example.com');
    await settings.saveAndWait();
    await settings.goto('login');
    expect(await settings.field('allow_email_domains_0').inputValue()).toBe('example.com');
    await settings.group('allow_email_domains').getByRole('button', { name: 'Remove' }).click();
    expect(await settings.saveAndWait()).toMatchObject({ allow_email_domains: [] });
    await settings.goto('login');
    expect(await settings.field('allow_email_domains_0').count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);

  it('serves a default icon, so no page asks for a missing one', async () => {
    for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']) {
      const res = await fetch(new URL(path, j.server.url));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^image\//);
    }
    const { page } = j.browser;
    await page.goto('/questions');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
  }, JOURNEY_TIMEOUT_MS);
});
