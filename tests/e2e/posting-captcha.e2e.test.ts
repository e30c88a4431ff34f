import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../kernel/ports/clock.ts';
import { ask } from '../support/posts';
import { AskQuestionPage } from './pages/ask-question-page';
import { CaptchaModalObject } from './pages/captcha-modal';
import { QuestionPage } from './pages/question-page';
import { E2E_PLUGINS } from './support/server';
import { captchaAnswers } from './support/captcha-answers';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

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
