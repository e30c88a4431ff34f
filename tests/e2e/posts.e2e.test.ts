import { describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { EditPostPage } from './pages/edit-post-page';
import { QuestionPage } from './pages/question-page';
import { Toasts } from './pages/toast';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

const QA_PLUGINS = ['markdown', 'tags', 'questions', 'votes', 'bookmarks', 'follow', 'comments'];
const MODERATOR = 3;

describe('editing posts, staff operations and comments', () => {
  const j = useJourney({ installed: true, plugins: QA_PLUGINS });
  const people = {} as { asker: TestUser; answerer: TestUser; moderator: TestUser };
  let questionId = '';

  it('the authors edit a question and an answer through the edit pages', async () => {
    people.asker = await j.server.createUser({ name: 'Editor' });
    people.answerer = await j.server.createUser({ name: 'Helper' });
    people.moderator = await j.server.createUser({ name: 'Keeper', role: MODERATOR });
    questionId = await ask(j.server, people.asker, 'How do I edit a post after asking?');
    await answer(j.server, people.answerer, questionId);
    const { page } = j.browser;

    await signIn(page, people.asker);
    const question = await new QuestionPage(page).goto(questionId);
    await question.question().edit();
    const editQuestion = await new EditPostPage(page, 'question').shown();
    await expect.poll(() => editQuestion.input('title').inputValue()).toBe('How do I edit a post after asking?');
    // the body being edited shows rendered beside it, without typing first
    await page.getByTestId('question-editor').getByTestId('editor-preview').filter({ hasText: 'long enough to pass' }).waitFor();
    await editQuestion.fill({ title: 'How do I edit a post once it is asked?', edit_summary: 'clearer title' });
    await editQuestion.body.setAndSelect('The body, rewritten with **more detail** than before.');
    await editQuestion.save();
    await question.title().filter({ hasText: 'once it is asked' }).waitFor();
    await question.question().body().locator('strong', { hasText: 'more detail' }).waitFor();

    await signIn(page, people.answerer);
    await question.goto(questionId);
    await question.answer(0).edit();
    const editAnswer = await new EditPostPage(page, 'answer').shown();
    await expect.poll(() => editAnswer.body.value()).toBe('An answer with enough characters.');
    const saved = page.waitForResponse((r) => r.url().includes('/answer/api/v1/draft') && r.request().method() === 'PUT' && r.ok());
    await editAnswer.body.setAndSelect('An edited answer: open the edit page from the actions bar.');
    await saved;
    // an unsaved edit is a draft too: it comes back after a reload
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByTestId('draft-bar').waitFor();
    await expect.poll(() => editAnswer.body.value()).toBe('An edited answer: open the edit page from the actions bar.');
    await editAnswer.save();
    await question.answer(0).body().filter({ hasText: 'open the edit page from the actions bar' }).waitFor();
    await j.browser.screenshot('posts-edited');
  }, JOURNEY_TIMEOUT_MS);

  it('a moderator pins and unpins, hides and shows the question from the dropdown', async () => {
    const { page } = j.browser;
    const toasts = new Toasts(page);
    await signIn(page, people.moderator);
    const question = await new QuestionPage(page).goto(questionId);
    const row = page.getByTestId('question-row').and(page.locator(`[data-question-id="${questionId}"]`));
    const listShown = async () => {
      await page.goto('/questions');
      await page.getByTestId('question-row').first().waitFor();
    };

    await question.question().staffAction('pin');
    await question.confirm();
    await toasts.waitForText('This post has been pinned.');
    await listShown();
    await row.getByTestId('pin-icon').waitFor();
    expect(await page.getByTestId('question-row').first().getAttribute('data-question-id')).toBe(questionId);
    await j.browser.screenshot('posts-pinned');

    await question.goto(questionId);
    await question.question().staffAction('unpin');
    await question.confirm();
    await toasts.waitForText('This post has been unpinned.');
    await listShown();
    await row.waitFor();
    expect(await row.getByTestId('pin-icon').count()).toBe(0);

    await question.goto(questionId);
    await question.question().staffAction('hide');
    await toasts.waitForText('This post has been hidden from the list.');
    await listShown();
    expect(await row.count()).toBe(0);

    await question.goto(questionId);
    await question.question().staffAction('show');
    await toasts.waitForText('This post has been shown in the list.');
    await listShown();
    await row.waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('comments: show more after three, edit, reply and delete', async () => {
    for (const n of [1, 2, 3, 4]) {
      const res = await j.server.api.post('/answer/api/v1/comment', { object_id: questionId, original_text: `Comment number ${n} on the question.` }, { token: people.asker.token });
      expect(res.code, JSON.stringify(res)).toBe(200);
    }
    const { page } = j.browser;
    await signIn(page, people.asker);
    const question = await new QuestionPage(page).goto(questionId);
    const q = question.question();
    await q.comments().nth(2).waitFor();
    expect(await q.comments().count()).toBe(3);
    await q.showMoreComments().filter({ hasText: 'Show 1 more comment' }).click();
    await q.comments().nth(3).waitFor();
    await q.showMoreComments().waitFor({ state: 'detached' });

    const second = q.comment('Comment number 2');
    await second.getByTestId('comment-edit').click();
    const editBox = second.getByTestId('comment-edit-form').locator('textarea');
    expect(await editBox.inputValue()).toBe('Comment number 2 on the question.');
    await editBox.fill('Comment number 2, edited for clarity.');
    await second.getByTestId('comment-edit-form').getByTestId('comment-submit').click();
    await q.comment('edited for clarity').getByTestId('comment-edit-form').waitFor({ state: 'detached' });

    const first = q.comment('Comment number 1');
    await first.getByTestId('comment-reply').click();
    await first.getByTestId('comment-reply-form').locator('textarea').fill('A reply to the first comment.');
    await first.getByTestId('comment-reply-form').getByTestId('comment-submit').click();
    const reply = q.comment('A reply to the first comment.');
    await reply.locator('.qc-reply-to').filter({ hasText: '@Editor' }).waitFor();

    await q.comment('Comment number 4').getByTestId('comment-delete').click();
    await question.confirm();
    await q.comment('Comment number 4').waitFor({ state: 'detached' });
    expect(await q.comments().count()).toBe(4);
    await j.browser.screenshot('posts-comments');
  }, JOURNEY_TIMEOUT_MS);

  it("shows the viewer's own vote, bookmark and follow from the server after a reload", async () => {
    const { page } = j.browser;
    await signIn(page, people.answerer);
    const question = await new QuestionPage(page).goto(questionId);
    const q = question.question();
    await q.voteUp();
    await q.root.locator('[data-testid=vote-buttons][data-vote-status=vote_up]').first().waitFor();
    await q.bookmark().click();
    await q.root.locator('[data-testid=bookmark][aria-pressed=true]').first().waitFor();
    await page.getByTestId('follow-question').click();
    await page.locator('[data-testid=follow-question][aria-pressed=true]').waitFor();

    await page.reload();
    await q.root.waitFor();
    await q.root.locator('[data-testid=vote-buttons][data-vote-status=vote_up]').first().waitFor();
    await q.root.locator('[data-testid=bookmark][aria-pressed=true]').first().waitFor();
    await page.locator('[data-testid=follow-question][aria-pressed=true]').waitFor();
    expect(await q.voteCount().innerText()).toBe('1');
    expect(await question.answer(0).root.getByTestId('vote-buttons').first().getAttribute('data-vote-status')).toBe('');
  }, JOURNEY_TIMEOUT_MS);
});
