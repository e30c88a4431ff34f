import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureWebBundle } from '../../cli/web-bundle.ts';
import { builtInPlugins } from '../support/built-in-plugins.ts';
import { AdminUsersPage } from './pages/admin-users-page';
import { InstallPage } from './pages/install-page';
import { LoginPage } from './pages/login-page';
import { QuestionPage } from './pages/question-page';
import { SuspendedPage } from './pages/suspended-page';
import { launchBrowser } from './support/browser';
import type { TestUser } from '../support/test-server';
import { startServer, type TestServer, type TestServerOptions } from './support/server';
import { setMemberLanguage, setSiteLanguage, type Language } from './support/site';
import { Tour, TOUR_DIR, prepareTourDir, writeTourIndex } from './support/tour';
import { seedTourContent, type TourContent } from './support/tour-content';

/*
 * `npm run screenshots`: the screenshot tour. Every screen of the product (visitor, member,
 * admin, install wizard) at 390 px and 1280 px, in en_US and zh_CN, saved to
 * tests/e2e/screenshots/tour/ (git-ignored) as `<lang>-<width>-<area>-<screen>.png`, with an
 * index.html that shows them side by side in tour order. It is for a person to look at, so it is a
 * script and not part of the suite (the journeys assert what the screens show); but a screen that
 * does not load is an error: it is listed at the end and the script exits non-zero.
 *
 * Screens come from the route tree (web/src/app/router.tsx, web/src/features/{account,admin,
 * errors,install,settings}/routes.tsx and each plugin's web/index.tsx); the admin menu is checked
 * against the tour, so a new admin page that is not added here fails the run.
 */

/** Both languages; TOUR_LANGUAGES=zh_CN takes one (a quicker look on a busy machine). */
const LANGUAGES = (process.env.TOUR_LANGUAGES?.split(',') ?? ['en_US', 'zh_CN']) as Language[];

/** Every built-in plugin but the captcha, which would stand in front of the scripted sign-ins. */
const PLUGINS = builtInPlugins().filter((id) => id !== 'captcha-basic');

/** The settings groups of the admin menu (the kernel's and the plugins'), in its order. */
const SETTINGS_GROUPS = ['general', 'interface', 'smtp', 'branding', 'legal', 'write', 'seo', 'themes', 'css-html', 'login', 'users-settings', 'reviewer-basic', 'uploads', 'mcp'];

/** The public tabs of a member's page; a member's own page adds bookmarks and votes. */
const PUBLIC_TABS = ['answers', 'questions', 'reputation', 'comments'];

/** The order screens were taken in, for the index. */
const tourOrder: string[] = [];
const note = (name: string) => {
  if (!tourOrder.includes(name)) tourOrder.push(name);
  return name;
};

/**
 * Signs `user` in on a clean browser: the session (a token in localStorage and a cookie) is
 * dropped first rather than through the account menu, whose click can land before hydration.
 * It is dropped on a page of the site that is not the app (/healthz): a running app keeps the
 * token in memory and writes it back, cookie and all, before the next page loads.
 */
async function signInFresh(page: Page, user: TestUser): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await (await new LoginPage(page).goto()).loginAs(user.email, user.password);
}

async function withServer<T>(options: TestServerOptions, fn: (server: TestServer) => Promise<T>): Promise<T> {
  const server = await startServer(options);
  try {
    return await fn(server);
  } finally {
    await server.close();
  }
}

/** Signed out: the pages anyone reaches, the account pages and the error pages. */
async function visitorScreens(tour: Tour, server: TestServer, c: TourContent): Promise<void> {
  const v = (name: string, path: string, testId: string) => tour.visit(note(`visitor-${name}`), path, testId);
  await v('home', '/', 'question-list');
  await v('questions-unanswered', '/questions?order=unanswered', 'question-list');
  await v('question', `/questions/${c.questionId}`, 'question-detail');
  await v('tags', '/tags', 'tag-list');
  await v('tag', `/tags/${c.tag}`, 'tag-detail');
  await v('tag-info', `/tags/${c.tag}/info`, 'tag-info');
  await v('users', '/users', 'users-list');
  await v('profile', `/users/${c.asker.username}`, 'profile-head');
  for (const tab of PUBLIC_TABS) await v(`profile-${tab}`, `/users/${c.asker.username}/${tab}`, `profile-list-${tab}`);
  await v('search', '/search?q=tsc%20watch', 'search-results');
  await v('search-empty', '/search?q=nothing%20matches%20this', 'search-empty');
  await v('terms', '/tos', 'legal-tos');
  await v('privacy', '/privacy', 'legal-privacy');
  await v('login', '/users/login', 'login-page');
  await v('register', '/users/register', 'register-page');
  await v('account-recovery', '/users/account-recovery', 'account-recovery-page');
  await v('password-reset-bad-link', '/users/password-reset?code=not-a-code', 'password-reset-page');
  await v('activation-notice', '/users/account-activation', 'inactive-notice');
  await v('activation-failed', '/users/account-activation/failed', 'activation-failed');
  // A bad /users/confirm-new-email or /users/unsubscribe link ends on activation-failed (the server
  // says url_expired, and the client goes there as Answer's does): that screen is above.
  await v('404', '/no/such/page', 'error-page');
  await v('50x', '/50x', 'error-page');
  await v('maintenance', '/maintenance', 'maintenance-page');

  const suspended = await server.createUser({ name: 'Mallory' });
  const res = await server.api.put('/answer/admin/api/user/status', { user_id: suspended.id, status: 'suspended', suspend_duration: '7d' }, { token: c.admin.token });
  if (res.code !== 200) throw new Error(`suspending failed: ${JSON.stringify(res)}`);
  await tour.capture(note('visitor-account-suspended'), async () => {
    await (await new LoginPage(tour.page).goto()).login(suspended.email, suspended.password);
    await new SuspendedPage(tour.page).text();
  }, { reloadPerWidth: false });
}

/** Signed in as Alice, a member with reputation 1: her posts, her pages, her settings. */
async function memberScreens(tour: Tour, c: TourContent): Promise<void> {
  const { page } = tour;
  await signInFresh(page, c.asker);
  const m = (name: string, path: string, testId: string) => tour.visit(note(`member-${name}`), path, testId);
  await m('home', '/', 'question-list');
  await m('question', `/questions/${c.questionId}`, 'question-detail');
  await tour.capture(note('member-question-flag-dialog'), async () => {
    await new QuestionPage(page).goto(c.adminQuestionId);
    await page.getByTestId('question-detail').getByTestId('report-post').first().click();
    await page.getByTestId('flag-modal').waitFor();
  }, { reloadPerWidth: false, fullPage: false });
  await m('ask', '/questions/ask', 'ask-form');
  await m('edit-question', `/posts/${c.questionId}/edit`, 'edit-question-form');
  await m('edit-answer', `/posts/${c.adminQuestionId}/${c.askerAnswerId}/edit`, 'edit-answer-form');
  await m('timeline', `/posts/${c.questionId}/timeline`, 'timeline-page');
  await m('notifications-inbox', '/users/notifications/inbox', 'notifications-page');
  await m('notifications-achievements', '/users/notifications/achievement', 'notifications-page');
  await m('profile', `/users/${c.asker.username}`, 'profile-head');
  for (const tab of ['bookmarks', 'votes']) await m(`profile-${tab}`, `/users/${c.asker.username}/${tab}`, `profile-list-${tab}`);
  await m('settings-profile', '/users/settings/profile', 'profile-form');
  await m('settings-notifications', '/users/settings/notify', 'notify-form');
  await m('settings-account', '/users/settings/account', 'account-settings');
  await m('settings-interface', '/users/settings/interface', 'interface-form');
  await m('change-email', '/users/change-email', 'change-email-page');
  await m('activation-success', '/users/account-activation/success', 'activation-success');
  await m('403-admin', '/admin', 'error-page');
}

/** Signed in as the admin: the whole admin area, then the staff screens outside it. */
async function adminScreens(tour: Tour, server: TestServer, c: TourContent): Promise<void> {
  const { page } = tour;
  await setMemberLanguage(server, c.admin.token, 'Default');
  await signInFresh(page, c.admin);
  const a = (name: string, path: string, testId: string) => tour.visit(note(`admin-${name}`), path, testId);
  await a('dashboard', '/admin', 'admin-dashboard');
  await a('questions', '/admin/questions', 'admin-questions');
  await a('answers', '/admin/answers', 'admin-answers');
  await a('flags', '/admin/flags', 'admin-flags');
  await a('webhooks', '/admin/webhooks', 'admin-webhooks');
  await a('privileges', '/admin/privileges', 'admin-privileges');
  await a('users', '/admin/users', 'admin-users');
  await tour.capture(note('admin-users-add-dialog'), async () => {
    await new AdminUsersPage(page).goto();
    await page.getByTestId('add-user').click();
    await page.getByTestId('add-user-modal').waitFor();
  }, { reloadPerWidth: false, fullPage: false });
  await tour.capture(note('admin-users-status-dialog'), async () => (await new AdminUsersPage(page).goto()).openStatus(c.asker.username), { reloadPerWidth: false, fullPage: false });
  await a('user-overview', `/admin/users/${c.asker.id}`, 'admin-user-overview');
  await a('plugins', '/admin/plugins', 'admin-plugins');
  const configurable = await server.api.get<{ slug_name: string }[]>('/answer/admin/api/plugins', { token: c.admin.token, query: { have_config: true } });
  for (const { slug_name } of configurable.data) await a(`plugin-config-${slug_name}`, `/admin/plugins/${slug_name}/config`, 'plugin-config');
  await a('api', '/admin/api', 'admin-api-docs');
  await a('badges', '/admin/badges', 'admin-badges');
  await a('api-keys', '/admin/api-keys', 'admin-api-keys');
  await a('ai-conversations', '/admin/ai-assistant', 'admin-ai-conversations');
  await a('ai-settings', '/admin/ai-settings', 'admin-ai-settings');
  for (const group of SETTINGS_GROUPS) await a(`settings-${group}`, `/admin/${group}`, 'settings-form');
  await checkAdminMenuCovered(tour);

  const s = (name: string, path: string, testId: string) => tour.visit(note(`staff-${name}`), path, testId);
  await s('review-queue', '/review', 'review-page');
  await s('tag-create', '/tags/create', 'create-tag-form');
  await s('tag-edit', `/tags/${c.tagId}/edit`, 'edit-tag-form');
  await s('tag-timeline', `/tags/${c.tagId}/timeline`, 'timeline-page');
  await s('question', `/questions/${c.questionId}`, 'question-detail');
}

/** Every link of the admin menu must be a screen of the tour (a new admin page is not missed). */
async function checkAdminMenuCovered(tour: Tour): Promise<void> {
  await tour.page.setViewportSize({ width: 1280, height: 844 });
  await tour.page.goto('/admin');
  await tour.page.getByTestId('admin-layout').waitFor();
  const links = await tour.page.getByTestId('admin-layout').locator('nav a[href^="/admin"]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const path of links) if (!tour.visited.has(path)) tour.fail(`${tour.lang}-admin-menu`, `the admin menu links to ${path}, which the tour does not show`);
}

/** A fresh server: the wizard's five steps (once installed, /install sends a visitor home). */
async function installScreens(tour: Tour, server: TestServer): Promise<void> {
  const install = new InstallPage(tour.page);
  const step = (name: string, show: () => Promise<unknown>) => tour.capture(note(`install-${name}`), show, { reloadPerWidth: false });
  await step('1-language', async () => {
    await install.goto();
    await install.step(1).locator('select[name=lang]').selectOption(tour.lang);
  });
  await step('2-database', async () => {
    await install.chooseLanguage(tour.lang);
    await install.step(2).waitFor();
  });
  await step('3-config', async () => {
    await install.sqlite(join(server.home, 'quorum.db'));
    await install.step(3).waitFor();
  });
  await step('4-site', async () => {
    await install.writeConfig();
    await install.step(4).waitFor();
  });
  await step('5-done', async () => {
    await install.siteAndAdmin({
      site_name: 'Screens', site_url: server.url, contact_email: 'owner@example.com',
      name: 'owner', email: 'owner@example.com', password: 'owner-password-1',
    });
    await install.step(5).waitFor();
  });
}

/** One language: the installed site (visitor, member, admin), then a fresh one for the wizard. */
async function languagePass(lang: Language): Promise<Tour> {
  const tour = new Tour(lang);
  await withServer({ installed: true, plugins: PLUGINS }, async (server) => {
    await setSiteLanguage(server, lang);
    const browser = await launchBrowser({ baseURL: server.url });
    try {
      tour.attach(browser.page);
      await browser.page.goto('/');
      const content = await seedTourContent(server, browser.page);
      await visitorScreens(tour, server, content);
      await memberScreens(tour, content);
      await adminScreens(tour, server, content);
    } finally {
      await browser.close();
    }
  });
  await withServer({ installed: false }, async (server) => {
    const browser = await launchBrowser({ baseURL: server.url });
    try {
      tour.attach(browser.page);
      await installScreens(tour, server);
    } finally {
      await browser.close();
    }
  });
  return tour;
}

await ensureWebBundle((line) => process.stdout.write(`${line}\n`));
prepareTourDir(LANGUAGES);
const tours: Tour[] = [];
for (const lang of LANGUAGES) {
  const tour = await languagePass(lang);
  tours.push(tour);
  process.stdout.write(`${lang}: ${tour.shot.length} screenshots, ${tour.failures.length} failed\n`);
}
const index = writeTourIndex(tourOrder, LANGUAGES);
const failures = tours.flatMap((t) => t.failures);
process.stdout.write(`Screenshots are in ${TOUR_DIR} (open ${index})\n`);
if (failures.length) {
  process.stderr.write(`\n${failures.length} screens did not load:\n${failures.map((f) => `  ${f.file}: ${f.error}`).join('\n')}\n`);
  process.exitCode = 1;
}
