import { describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import { AskQuestionPage } from './pages/ask-question-page';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

const QA_PLUGINS = ['markdown', 'tags', 'questions', 'votes', 'bookmarks', 'follow', 'comments'];
const HAN = /[\u4e00-\u9fff]/;
/** English labels of the Q&A screens that must not survive the switch to zh_CN. */
const ENGLISH = ['All questions', 'Share', 'Bookmark', 'Add a comment', 'Follow', 'Your answer', 'Related questions', 'Hot questions', 'Ask a question', 'Post your question'];

describe('the Q&A screens in Simplified Chinese', () => {
  const j = useJourney({ installed: true, plugins: QA_PLUGINS });

  const noEnglish = async (text: string) => {
    for (const label of ENGLISH) expect(text, `'${label}' left in English`).not.toContain(label);
  };

  it('shows the question list, a question and the ask page in Chinese', async () => {
    await setSiteLanguage(j.server, 'zh_CN');
    const member = await j.server.createUser({ name: 'Lihua' });
    const questionId = await ask(j.server, member, '如何在 Quorum 里提一个好问题？');
    await answer(j.server, member, questionId);
    const { page } = j.browser;
    await signIn(page, member);

    await page.goto('/questions');
    await page.getByTestId('question-list-heading').filter({ hasText: '全部问题' }).waitFor();
    await page.getByTestId('question-row').filter({ hasText: '如何在 Quorum 里提一个好问题' }).waitFor();
    expect(await page.getByTestId('sort-tabs').innerText()).toMatch(HAN);
    await noEnglish(await page.locator('main').innerText());
    await j.browser.screenshot('zh_CN-question-list');

    const question = await new QuestionPage(page).goto(questionId);
    await question.answers().first().waitFor();
    await page.getByText('1 个回答').first().waitFor();
    await page.getByTestId('answer-form').getByRole('heading', { name: '你的回答' }).waitFor();
    expect(await question.question().root.getByTestId('vote-up').getAttribute('aria-label')).toMatch(HAN);
    await noEnglish(await page.locator('main').innerText());
    await j.browser.screenshot('zh_CN-question');

    const askPage = await new AskQuestionPage(page).goto();
    await page.getByTestId('ask-form').getByRole('heading', { name: '提问题' }).waitFor();
    await askPage.submit();
    expect(await askPage.errorOf('title')).toMatch(HAN);
    const code = await askPage.body.openForm('代码' as 'Code', 'code');
    await askPage.body.insertButton(code).filter({ hasText: '插入' }).click();
    await code.getByText('代码不能为空。').waitFor();
    await code.getByRole('button', { name: '取消' }).click();
    await noEnglish(await page.locator('main').innerText());
    await j.browser.screenshot('zh_CN-ask');
  }, JOURNEY_TIMEOUT_MS);
});
