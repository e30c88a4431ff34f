import { afterAll, describe, expect, it } from 'vitest';
import { AdminUsersPage } from './pages/admin-users-page';
import { ErrorPageObject } from './pages/error-page';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { ADMIN } from './support/accounts';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { setMemberLanguage, setSiteLanguage } from './support/site';

/** SPEC §1: en_US and zh_CN; the site's interface language unless a member chose their own. */
describe('Simplified Chinese interface', () => {
  const j = useJourney({ installed: true });
  afterAll(async () => {
    await setSiteLanguage(j.server, 'en_US');
  });

  it('renders the header, the login page and an error page in Chinese once the site language is zh_CN', async () => {
    const { page } = j.browser;
    await setSiteLanguage(j.server, 'zh_CN');
    const header = new Header(page);

    await page.goto('/');
    await header.loginLink().getByText('登录').waitFor();
    expect(await header.root.innerText()).toEqual(expect.stringMatching(/问题[\s\S]*标签[\s\S]*用户/));
    expect(await header.signupLink().innerText()).toBe('注册');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await j.browser.screenshot('zh_CN-home');

    const login = await new LoginPage(page).goto();
    await page.getByText('登录 Quorum Test').waitFor();
    // the server answers in the language the shell sends (Accept-Language)
    await login.login('admin@quorum.test', 'not-the-password');
    expect(await login.errorOf('e_mail')).toMatch(/[\u4e00-\u9fff]/);
    await j.browser.screenshot('zh_CN-login-error');

    await page.goto('/no/such/page');
    const error = new ErrorPageObject(page);
    expect(await error.code()).toBe('404');
    expect(await error.root.innerText()).toContain('很抱歉，此页面不存在。');
    await error.root.getByText('回到主页').waitFor();
    expect(await page.title()).toContain('页面不存在');
    await j.browser.screenshot('zh_CN-404');
  }, JOURNEY_TIMEOUT_MS);

  it('names roles in Chinese in the admin user list and the role dialog', async () => {
    const { page } = j.browser;
    await setSiteLanguage(j.server, 'zh_CN');
    const member = await j.server.createUser();
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const users = await new AdminUsersPage(page).goto(member.email);
    await users.row(member.username).getByText('用户', { exact: true }).waitFor();
    const dialog = await users.openRoleDialog(member.username);
    await expect.poll(() => dialog.locator('label strong').allInnerTexts()).toEqual(['用户', '版主', '管理员']);
    await j.browser.screenshot('zh_CN-admin-roles');
  }, JOURNEY_TIMEOUT_MS);

  it('keeps English for a member whose own language is en_US', async () => {
    const member = await j.server.createUser();
    await setMemberLanguage(j.server, member.token, 'en_US');
    const own = await launchBrowser({ baseURL: j.server.url });
    try {
      const { page } = own;
      const login = await new LoginPage(page).goto();
      await page.getByText('登录 Quorum Test').waitFor(); // still a visitor: the site's language
      await login.loginAs(member.email, member.password);
      const header = new Header(page);
      await header.root.getByText('Questions').waitFor();
      expect(await header.menuItems()).toEqual(expect.arrayContaining(['Profile', 'Settings', 'Log out']));
      await page.goto('/no/such/page');
      expect(await new ErrorPageObject(page).root.innerText()).toContain("Unfortunately, this page doesn't exist.");
      await own.screenshot('zh_CN-site-en_US-member');
    } finally {
      await own.close();
    }
  }, JOURNEY_TIMEOUT_MS);
});
