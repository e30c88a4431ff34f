import { describe, expect, it } from 'vitest';
import { answer, ask, comment } from '../support/posts';
import { AdminPostsPage } from './pages/admin-posts-page';
import { FlagDeskPage, FlagDialog } from './pages/flag-desk-page';
import { QuestionPage } from './pages/question-page';
import { Toasts } from './pages/toast';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

describe('moderation', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'questions', 'reports', 'revisions'] });

  it('a member flags a question and an admin closes it from /admin/flags', async () => {
    const admin = await j.server.admin();
    const author = await j.server.createUser({ name: 'Asker' });
    const member = await j.server.createUser({ name: 'Flagger' });
    const title = 'Where can I buy cheap watches today?';
    const questionId = await ask(j.server, author, title);
    const { page } = j.browser;
    const question = new QuestionPage(page);

    await signIn(page, member);
    await question.goto(questionId);
    await new FlagDialog(page).flag(question.question().root, 'spam');
    await new Toasts(page).waitForText('Thanks for flagging.');

    await signIn(page, admin);
    const desk = await new FlagDeskPage(page).goto();
    const flag = desk.item(title);
    expect(await flag.innerText()).toContain('Flagged by Flagger');
    expect(await flag.innerText()).toContain('Spam');
    await desk.close(title, 'off-topic');
    await new Toasts(page).waitForText('Done.');
    await flag.waitFor({ state: 'detached' });
    await desk.tab('completed');
    await expect.poll(() => desk.item(title).getByTestId('flag-outcome').innerText()).toBe('Handled: Close');

    await question.goto(questionId);
    await question.closedNotice().waitFor();
    expect(await question.status()).toBe('2');
  }, JOURNEY_TIMEOUT_MS);

  it('a member flags a comment through the flag dialog and an admin deletes it from /admin/flags', async () => {
    const admin = await j.server.admin();
    const author = await j.server.createUser({ name: 'Commenter' });
    const member = await j.server.createUser({ name: 'Watcher' });
    const title = 'Which comments get moderated here?';
    const questionId = await ask(j.server, author, title);
    await comment(j.server, author, questionId, 'Buy followers now at my shop');
    const { page } = j.browser;
    const question = new QuestionPage(page);

    await signIn(page, member);
    await question.goto(questionId);
    await new FlagDialog(page).flagComment(question.question().comment('Buy followers now'), 'spam');
    await new Toasts(page).waitForText('Thanks for flagging.');

    await signIn(page, admin);
    const desk = await new FlagDeskPage(page).goto();
    const flag = desk.item(title);
    expect(await flag.innerText()).toContain('Buy followers now at my shop');
    expect(await flag.innerText()).toContain('comment');
    expect(await flag.getByTestId('flag-close_post').count()).toBe(0);
    await desk.delete(title);
    await new Toasts(page).waitForText('Done.');
    await flag.waitFor({ state: 'detached' });

    await question.goto(questionId);
    await question.title().waitFor();
    expect(await question.question().comment('Buy followers now').count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);

  it('an admin deletes an answer from /admin/answers with a reason and undeletes it', async () => {
    const admin = await j.server.admin();
    const author = await j.server.createUser({ name: 'Questioner' });
    const helper = await j.server.createUser({ name: 'Helper' });
    const questionId = await ask(j.server, author, 'How do answers get moderated?');
    const answerId = await answer(j.server, helper, questionId);
    const { page } = j.browser;

    await signIn(page, admin);
    const answers = await new AdminPostsPage(page, 'answer').goto();
    await answers.row(answerId).waitFor();
    expect(await answers.row(answerId).innerText()).toContain('How do answers get moderated?');

    // The author's name opens their member overview, with the users page's actions.
    await answers.row(answerId).getByRole('link', { name: 'Helper' }).click();
    const overview = page.getByTestId('admin-user-overview');
    await overview.waitFor();
    expect(await overview.getAttribute('data-user-id')).toBe(helper.id);
    expect(await overview.innerText()).toContain('@helper');
    await overview.getByTestId('change-role').waitFor();
    await answers.goto();

    // Deleting asks for a reason on the next step; an empty one is refused.
    const dialog = await answers.changeStatus(answerId, 'deleted', {});
    await dialog.getByTestId('post-status-submit').click();
    await dialog.getByRole('alert').filter({ hasText: 'Please give a reason.' }).waitFor();
    await dialog.locator('textarea[name=close_msg]').fill('A copy of another answer.');
    await dialog.getByTestId('post-status-submit').click();
    await new Toasts(page).waitForText('Status updated.');
    await answers.row(answerId).waitFor({ state: 'detached' });

    await answers.tab('deleted');
    await answers.row(answerId).waitFor();
    const question = new QuestionPage(page);
    await answers.undelete(answerId);
    await new Toasts(page).waitForText('Status updated.');
    await answers.row(answerId).waitFor({ state: 'detached' });
    await answers.tab('normal');
    await answers.row(answerId).waitFor();

    await question.goto(questionId);
    await expect.poll(() => question.answers().count()).toBe(1);

    // The member overview lists the answer, and who deleted and undeleted it, with the reason.
    await page.goto(`/admin/users/${helper.id}`);
    await overview.getByTestId('member-answers').getByRole('link', { name: 'How do answers get moderated?' }).waitFor();
    const steps = overview.getByTestId('post-status-step');
    await expect.poll(() => steps.count()).toBe(2);
    expect(await steps.nth(0).innerText()).toContain('Undeleted');
    expect(await steps.nth(1).innerText()).toMatch(/Deleted[\s\S]*A copy of another answer\./);
    await overview.getByTestId('member-flags-received').waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
