import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { addMember as addMemberTo } from './support/accounts';


/**
 * Issue 26 item 2 as members meet it: on a phone, a member reacts to a question from the
 * picker, sees the count and their own reaction pressed, another member sees who reacted, and
 * the first takes it back. Members are added through the admin's add-user.
 */
describe('reactions on a question page', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'reactions'] });

  const addMember = (name: string) => addMemberTo(j.server, name);

  it('a member reacts from the picker at 390 px, another sees who, and the first takes it back', async () => {
    const admin = await j.server.admin();
    const questionId = await ask(j.server, admin, 'Which emoji fits a question about reactions?');
    const [first, second] = [await addMember('Hearty'), await addMember('Smiley')];
    const { page } = j.browser;
    await page.setViewportSize({ width: 390, height: 800 });

    await signIn(page, first);
    const question = await new QuestionPage(page).goto(questionId);
    const bar = question.root.getByTestId('reactions').first();
    await bar.getByTestId('reaction-add').click();
    await j.browser.screenshot('reactions-390-picker');
    await bar.getByTestId('reaction-pick-heart').click();
    const heart = bar.getByTestId('reaction-heart');
    await heart.filter({ hasText: '1' }).waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await j.browser.screenshot('reactions-390');

    await signIn(page, second);
    await new QuestionPage(page).goto(questionId);
    const seen = page.getByTestId('question-detail').getByTestId('reaction-heart').first();
    await seen.waitFor();
    expect(await seen.getAttribute('aria-pressed')).toBe('false');
    expect(await seen.getAttribute('title')).toBe('Heart: Hearty');

    await signIn(page, first);
    await new QuestionPage(page).goto(questionId);
    const mine = page.getByTestId('question-detail').getByTestId('reaction-heart').first();
    await mine.filter({ hasText: '1' }).waitFor();
    await mine.click();
    await mine.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }, JOURNEY_TIMEOUT_MS);
});
