import { describe, expect, it } from 'vitest';
import { MemberSettingsPage } from './pages/member-settings-page';
import { Toasts } from './pages/toast';
import { addMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

const V1 = '/answer/api/v1';

/**
 * Issue 26 item 7 as a member meets it: the settings menu lists the plugins with member settings
 * (notifications' achievements), the member turns reputation notices off, and after a reload the
 * form still shows the choice, which the server keeps; at 1280 and at 390 px, in English and in Chinese.
 */
describe("a plugin's member settings on the settings page", () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'notifications', 'plugin-configs'] });
  const noSideScroll = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('a member turns reputation notices off, reloads and finds the choice kept', async () => {
    const member = await addMember(j.server, 'Settingschooser');
    const { page } = j.browser;
    const settings = new MemberSettingsPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, member);

    await page.goto('/users/settings/profile');
    await settings.link('notifications').click();
    await page.waitForURL('**/users/settings/notifications');
    expect(await settings.heading().innerText()).toBe('Achievement notices');
    const reputation = settings.checkbox('Reputation changes');
    expect(await reputation.isChecked()).toBe(true);
    expect(await settings.checkbox('Badges earned').isChecked()).toBe(true);
    await settings.form.getByText('Put a notice in my achievements when my reputation goes up or down.').waitFor();
    await reputation.uncheck();
    await settings.save();
    await new Toasts(page).waitForText('Update successful.');
    await j.browser.screenshot('member-settings-1280');

    await page.reload();
    await settings.form.waitFor();
    expect(await settings.checkbox('Reputation changes').isChecked()).toBe(false);
    expect(await settings.checkbox('Badges earned').isChecked()).toBe(true);
    const kept = await j.server.api.get<{ config: Record<string, boolean> }>(`${V1}/user/plugin/config`, { token: member.token, query: { plugin_slug_name: 'notifications' } });
    expect(kept.data.config).toEqual({ reputation_notices: false, badge_notices: true });

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await settings.form.waitFor();
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('member-settings-390');
    // On a phone the menu folds behind a button that names the page shown.
    await page.getByTestId('side-menu-toggle').click();
    await settings.link('notifications').waitFor();
    await j.browser.screenshot('member-settings-390-menu');

    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await page.reload();
      await settings.heading().filter({ hasText: '成就通知' }).waitFor();
      expect(await settings.checkbox('声望变化').isChecked()).toBe(false);
      await settings.checkbox('获得徽章').uncheck();
      await settings.save();
      await new Toasts(page).waitForText('更新成功。');
      expect(await noSideScroll()).toBe(true);
      await j.browser.screenshot('zh_CN-member-settings-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await settings.form.waitFor();
      expect(await settings.checkbox('获得徽章').isChecked()).toBe(false);
      await j.browser.screenshot('zh_CN-member-settings-1280');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);
});
