import { describe, expect, it } from 'vitest';
import { TAG } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { InviteCard } from './pages/invite-card';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';
import { addMember as addMemberTo } from './support/accounts';

const V1 = '/answer/api/v1';
const BODY = 'A body long enough to pass the rules of the site.';

/**
 * Issue 26 item 4 as members meet it: an asker invites two members from the question page's
 * card, the card lists them for every reader, and each invitee finds the invitation in their
 * inbox; at 1280 and at 390 px, in English and in Chinese.
 */
describe('invite to answer on the question page', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'notifications', 'question-invite'] });

  const addMember = (name: string) => addMemberTo(j.server, name);
  const invitations = async (who: TestUser) =>
    (await j.server.api.get<{ list: { object_info: { title: string } }[] }>(`${V1}/notification/page`, { token: who.token, query: { type: 'inbox', inbox_type: 'invites', page_size: 20 } })).data.list.map((n) => n.object_info.title);
  const noSideScroll = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('an asker invites two members (one with a 30-letter name), every reader sees them, and each is told', async () => {
    const admin = await j.server.admin();
    // the lowest privilege level, so a new member may invite (Answer asks 1,000 reputation by default)
    expect((await j.server.api.put('/answer/admin/api/setting/privileges', { level: 1 }, { token: admin.token })).code).toBe(200);
    await j.server.api.post(`${V1}/question`, { title: 'A staff question that makes the tag', content: BODY, tags: [{ slug_name: TAG, display_name: TAG }] }, { token: admin.token });
    const asker = await addMember('Asker');
    const [bea, carl] = [await addMember('Beatrice'), await addMember('Carlosmontgomeryfitzwilliamsxx')];
    const title = 'Who knows how the plugin host loads web modules?';
    const asked = await j.server.api.post<{ id: string }>(`${V1}/question`, { title, content: BODY, tags: [{ slug_name: TAG }] }, { token: asker.token });
    expect(asked.code).toBe(200);
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, asker);
    await new QuestionPage(page).goto(asked.data.id);
    const card = new InviteCard(page);
    expect(await card.heading().innerText()).toBe('Invite to answer');
    await card.invite(bea.username, carl.username);
    await card.invitees().filter({ hasText: 'Carlosmontgomery' }).waitFor();
    expect(await card.names()).toEqual(['Beatrice', 'Carlosmontgomeryfitzwilliamsxx']);
    await j.browser.screenshot('invite-card-1280');
    await expect.poll(() => invitations(bea), { timeout: 10_000, interval: 50 }).toEqual([title]);
    await expect.poll(() => invitations(carl), { timeout: 10_000, interval: 50 }).toEqual([title]);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.context().clearCookies();
    await new QuestionPage(page).goto(asked.data.id);
    await card.invitees().nth(1).waitFor();
    await card.root.scrollIntoViewIfNeeded();
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('invite-card-390-visitor');

    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await signIn(page, asker);
      await new QuestionPage(page).goto(asked.data.id);
      await card.heading().filter({ hasText: '邀请回答' }).waitFor();
      await card.root.getByTestId('invite-open').click();
      await card.picker.getByRole('heading', { name: '邀请他人回答' }).waitFor();
      await j.browser.screenshot('zh_CN-invite-picker-390');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);
});
