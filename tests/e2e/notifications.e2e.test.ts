import { describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import { Header } from './pages/header';
import { NotificationsPage } from './pages/notifications-page';
import { UnsubscribePage } from './pages/unsubscribe-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

describe('notifications', () => {
  const j = useJourney({ installed: true, plugins: ['markdown', 'tags', 'questions', 'comments', 'reputation', 'notifications', 'mail-smtp'] });

  it('another member answers: the bell shows a dot, the inbox lists the notice, opening it reads it and the dot is gone; the mail\'s unsubscribe link works', async () => {
    const asker = await j.server.createUser({ name: 'Asker' });
    const helper = await j.server.createUser({ name: 'Helper' });
    // The point verifying an address gives, which asking and answering need (members made here skip it).
    for (const member of [asker, helper]) await j.server.kernel.users.update(Number(member.id), { rank: 1 }, j.server.kernel.clock.now());
    const questionId = await ask(j.server, asker, 'Where do notifications show up?');
    const { page } = j.browser;
    await signIn(page, asker);
    const notifications = new NotificationsPage(page);
    await notifications.headerIcon('inbox').waitFor();
    expect(await notifications.headerDot('inbox').count()).toBe(0);

    const answerId = await answer(j.server, helper, questionId);
    // The header polls every 3 s: the dot appears without a reload.
    await notifications.headerDot('inbox').waitFor({ timeout: 15_000 });

    await notifications.openFromHeader('inbox');
    await notifications.headerDot('inbox').waitFor({ state: 'detached' });
    const item = notifications.items().first();
    expect(await notifications.items().count()).toBe(1);
    expect(await item.innerText()).toContain('Helper answered the question Where do notifications show up?');
    expect(await item.getAttribute('data-read')).toBe('false');

    await notifications.open(item);
    await page.waitForURL(`**/questions/${questionId}/${answerId}`);
    await page.goBack();
    await notifications.root.waitFor();
    await expect.poll(() => notifications.unreadItems().count()).toBe(0);
    expect(await notifications.headerDot('inbox').count()).toBe(0);

    await notifications.tab('achievement').click();
    await page.waitForURL('**/users/notifications/achievement');
    await notifications.root.getByTestId('notifications-empty').waitFor();

    // The notice mail's unsubscribe link works signed out.
    const code = await j.server.mailedCode(asker.email);
    await new Header(page).logout();
    const unsubscribe = await new UnsubscribePage(page).goto(code);
    await expect.poll(() => unsubscribe.root.innerText()).toContain('You have been unsubscribed from these e-mails.');
  }, JOURNEY_TIMEOUT_MS);
});
