import { describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import { BadgesPage } from './pages/badges-page';
import { ProfilePage } from './pages/profile-page';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { addMember as addMemberTo } from './support/accounts';

const V1 = '/answer/api/v1';

/**
 * Issue 26 item 1 as a reader meets it, at 1280 and 390 px: the badges page, a badge's page
 * with who earned it and for which post, the badges on the earner's profile and beside their
 * name on the question. The badges are earned through the API first (an accepted answer, a bio),
 * and First Share by opening a share link.
 */
describe('badges pages', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'notifications', 'badges'] });

  const addMember = (name: string) => addMemberTo(j.server, name);

  it('shows the catalogue, a badge with its earner, and the badge on the profile and beside the author', async () => {
    const asker = await addMember('Curious Asker');
    const answerer = await addMember('Helpful Answerer');
    const title = 'How does a member earn the Solved badge?';
    const questionId = await ask(j.server, asker, title);
    const answerId = await answer(j.server, answerer, questionId);
    expect((await j.server.api.post(`${V1}/answer/acceptance`, { question_id: questionId, answer_id: answerId }, { token: asker.token })).code).toBe(200);
    expect((await j.server.api.put(`${V1}/user/info`, { bio: 'I like answering.' }, { token: answerer.token })).code).toBe(200);
    await expect.poll(async () => (await j.server.api.get<{ count: number }>(`${V1}/badge/user/awards`, { query: { username: answerer.username } })).data.count, { timeout: 10_000 }).toBe(2);

    const { page } = j.browser;
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const badges = await new BadgesPage(page).goto();
      expect(await badges.list.getByTestId('badge-group').count()).toBe(3);
      await badges.card('Solved').filter({ hasText: 'Awarded 1 time' }).waitFor();
      expect(await fits()).toBe(true);
      await j.browser.screenshot(`badges-${width}`);

      const detail = await badges.open('Solved');
      await detail.getByText('Had an answer accepted.').waitFor();
      const award = badges.awards().filter({ hasText: 'Helpful Answerer' });
      await award.waitFor();
      expect(await award.getByRole('link', { name: title }).getAttribute('href')).toBe(`/questions/${questionId}/${answerId}`);
      expect(await fits()).toBe(true);
      await j.browser.screenshot(`badge-solved-${width}`);

      const profile = await new ProfilePage(page).goto(answerer.username);
      const recent = profile.root.getByTestId('recent-badges');
      await recent.getByTestId('badge-card').filter({ hasText: 'Solved' }).waitFor();
      expect(await recent.getByTestId('badge-card').allInnerTexts()).toEqual(['Autobiographer', 'Solved']);
      expect(await fits()).toBe(true);
      await j.browser.screenshot(`badges-profile-${width}`);
      // a card leads to the badge's page with the member's own awards of it
      await recent.getByTestId('badge-card').filter({ hasText: 'Solved' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/badges/') && url.searchParams.get('username') === answerer.username);
      await badges.awards().filter({ hasText: 'Helpful Answerer' }).waitFor();

      const question = await new QuestionPage(page).goto(questionId);
      // the asker holds Scholar, the answerer Solved and Autobiographer
      const tallies = question.root.getByTestId('author-badges');
      await tallies.nth(1).waitFor();
      const labels = await tallies.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      expect(new Set(labels)).toEqual(new Set(['1 bronze badge', '2 bronze badges']));
      await j.browser.screenshot(`badges-question-${width}`);
      expect(await fits()).toBe(true);
    }

    // a visitor opening the answerer's share link earns them First Share
    await page.goto(`/questions/${questionId}?shareUserId=${answerer.username}`);
    const badgeNames = async () => (await j.server.api.get<{ list: { name: string }[] }>(`${V1}/badge/user/awards`, { query: { username: answerer.username } })).data.list.map((b) => b.name);
    await expect.poll(badgeNames, { timeout: 10_000 }).toContain('First Share');
  }, JOURNEY_TIMEOUT_MS);

  it('lets the admin switch a badge off on /admin/badges, and it leaves the badges page', async () => {
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, await j.server.admin());
    await page.goto('/admin/badges');
    const row = page.getByTestId('admin-badge-row').filter({ hasText: 'First Share' });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: 'Activate' }).waitFor();
    await j.browser.screenshot('badges-admin-1280');
    const badges = await new BadgesPage(page).goto();
    await badges.card('Scholar').waitFor();
    expect(await badges.card('First Share').count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);
});
