import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { ManualClock } from '../../kernel/ports/clock.ts';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from '../../plugins/captcha-basic/server/basic-captcha.ts';
import { ask } from '../support/posts';
import type { TestServer } from '../support/test-server';
import { AskQuestionPage } from './pages/ask-question-page';
import { CaptchaModalObject } from './pages/captcha-modal';
import { QuestionPage } from './pages/question-page';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

/** The right answer to the captcha the dialog shows, read from the kernel's cache. */
function captchaAnswers(page: Page, server: () => TestServer) {
  // Which captcha id each image belongs to, as user/action/record sent them to the page.
  const issued = new Map<string, string>();
  page.on('response', (r: Response) => {
    if (!r.url().includes('/user/action/record')) return;
    void r.json().then((body: { data?: { captcha_id?: string; captcha_img?: string } }) => {
      if (body.data?.captcha_id && body.data.captcha_img) issued.set(body.data.captcha_img, body.data.captcha_id);
    });
  });
  return async (modal: CaptchaModalObject): Promise<string> => {
    await modal.image().waitFor();
    const src = await modal.imageSource();
    await expect.poll(() => issued.has(src)).toBe(true);
    return (await server().kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + issued.get(src)))!.code;
  };
}

describe('captcha on the posting forms', () => {
  // A clock that stands still: every post comes within seconds of the one before.
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'questions', 'captcha-basic'], clock: new ManualClock() });

  it('a second question, answer and comment in a row ask for a captcha, and the right answer posts them', async () => {
    const { page } = j.browser;
    const answerOf = captchaAnswers(page, () => j.server);
    const modal = new CaptchaModalObject(page);
    // The admin's question makes the tag the member picks.
    await ask(j.server, await j.server.admin(), 'A question that brings the shared tag');
    const member = await j.server.createUser({ name: 'Quick' });
    await signIn(page, member);

    const askPage = await new AskQuestionPage(page).goto();
    await askPage.fill({ title: 'How fast may a member ask questions here?' });
    await askPage.body.type('The first question of two, asked one after the other.');
    await askPage.addTag('quorum-test');
    const firstId = await askPage.post();
    expect(await modal.root.count()).toBe(0);

    await askPage.goto();
    await askPage.fill({ title: 'Does a second question right away need a captcha?' });
    await askPage.body.type('The second question, asked straight after the first.');
    await askPage.addTag('quorum-test');
    await page.getByTestId('post-question').click();
    await modal.answer(await answerOf(modal));
    await page.waitForURL((url) => /\/questions\/\d+/.test(url.pathname) && !url.pathname.includes(`/questions/${firstId}`));
    const question = new QuestionPage(page);
    await question.title().filter({ hasText: 'second question right away' }).waitFor();

    await question.postAnswer('An answer to my own second question, posted first.');
    expect(await modal.root.count()).toBe(0);
    await question.goto(firstId);
    await question.answerEditor.type('A second answer straight after the first one.');
    await page.getByTestId('post-answer').click();
    await modal.answer(await answerOf(modal));
    await question.answer(0).body().filter({ hasText: 'straight after the first one' }).waitFor();

    const post = question.question();
    await post.typeComment('A first comment on this question.');
    await post.submitComment();
    await post.typeComment('A second comment straight after it.');
    await post.root.getByTestId('comment-submit').click();
    await modal.answer(await answerOf(modal));
    await post.comment('A second comment straight after it.').waitFor();
    expect(await modal.root.count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);
});
