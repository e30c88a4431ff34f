import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import { CaptchaModalObject } from './pages/captcha-modal';
import { SearchPage } from './pages/search-page';
import { captchaAnswers } from './support/captcha-answers';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

describe('captcha on the search page', () => {
  const j = useJourney({ installed: true, plugins: ['markdown', 'tags', 'questions', 'users', 'search', 'search-sql', 'captcha-basic'] });

  it('past the search limit the page opens the captcha dialog, and the right answer shows the results', async () => {
    const { page } = j.browser;
    const answerOf = captchaAnswers(page, () => j.server);
    const modal = new CaptchaModalObject(page);
    const id = await ask(j.server, await j.server.admin(), 'Calibrating the quibblewhisk sensor');
    const member = await j.server.createUser({ name: 'Searcher' });
    await signIn(page, member);
    const results = new SearchPage(page);
    await expect.poll(async () => {
      await results.goto('quibblewhisk');
      return results.hits().count();
    }, { timeout: 15_000 }).toBe(1);
    expect(await modal.root.count()).toBe(0);

    // Answer's strategy allows 20 searches a minute; use up the rest through the API.
    for (let i = 0; i < 20; i += 1) {
      const res = await j.server.api.get(`/answer/api/v1/search`, { query: { q: 'filler' }, token: member.token });
      if (res.code !== 200) break;
    }

    await page.goto(`/search?q=${encodeURIComponent('quibblewhisk sensor')}`);
    await modal.image().waitFor();
    const first = await modal.imageSource();
    await modal.answer('wrong');
    await modal.error().waitFor();
    // A wrong code shows a fresh image; its answer is the one that counts.
    await expect.poll(() => modal.imageSource()).not.toBe(first);
    expect(await results.hits().count()).toBe(0);
    await modal.answer(await answerOf(modal));
    await results.hits().first().waitFor();
    expect(await results.heading().innerText()).toBe('1 result for quibblewhisk sensor');
    expect(await results.hits().first().getByRole('link', { name: 'Calibrating the quibblewhisk sensor' }).getAttribute('href')).toBe(`/questions/${id}/calibrating-the-quibblewhisk-sensor`);
    expect(await modal.root.count()).toBe(0);

    // Closing the dialog unanswered leaves a note that opens it again.
    await page.goto(`/search?q=${encodeURIComponent('quibblewhisk')}`);
    await modal.root.waitFor();
    await page.keyboard.press('Escape');
    await results.captchaNeeded().waitFor();
    await results.captchaNeeded().getByRole('button').click();
    await modal.answer(await answerOf(modal));
    await results.hits().first().waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
