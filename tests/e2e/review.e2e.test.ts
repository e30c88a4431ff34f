import { describe, expect, it } from 'vitest';
import { Role } from '../../kernel/api.ts';
import { PRESETS, PRIVILEGE_KEYS } from '../../plugins/reputation/schemas/privileges.ts';
import { answer, ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { EditPostPage } from './pages/edit-post-page';
import { QuestionPage } from './pages/question-page';
import { ReviewPage } from './pages/review-page';
import { TagPages } from './pages/tag-pages';
import { TimelinePage } from './pages/timeline-page';
import { Toasts } from './pages/toast';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

const ORIGINAL = 'The body of a question, long enough to pass.';
const SUGGESTED = 'The body of a question, long enough to pass, with a clearer example.';

describe('suggested edits', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'questions', 'reputation', 'revisions', 'review'] });

  /** The site's medium preset, except that editing others' questions takes no reputation (a new member may suggest). */
  const letNewMembersSuggest = async (admin: TestUser) => {
    const custom = PRIVILEGE_KEYS.map((key) => ({ key, value: key === 'rank.question.edit' ? 1 : PRESETS[key][1] }));
    const set = await j.server.api.put('/answer/admin/api/setting/privileges', { level: 99, custom_privileges: custom }, { token: admin.token });
    expect(set.code, JSON.stringify(set)).toBe(200);
  };

  /** A member's edit of someone else's question, through the API: it waits for review. */
  const suggest = async (member: TestUser, questionId: string, title: string, content: string) => {
    const res = await j.server.api.put<{ wait_for_review: boolean }>('/answer/api/v1/question', {
      id: questionId, title, content, tags: [{ slug_name: 'quorum-test' }], edit_summary: 'my suggestion',
    }, { token: member.token });
    expect(res.data?.wait_for_review, JSON.stringify(res)).toBe(true);
  };

  it('a low-reputation member suggests an edit, a moderator approves it in /review, the question changes, its timeline compares both revisions and rolls back', async () => {
    // Editing without review still takes 1,000.
    await letNewMembersSuggest(await j.server.admin());
    const author = await j.server.createUser({ name: 'Author' });
    const member = await j.server.createUser({ name: 'Newcomer' });
    const moderator = await j.server.createUser({ name: 'Moderator', role: Role.moderator });
    const questionId = await ask(j.server, author, 'How are suggested edits reviewed?');
    const { page } = j.browser;
    const question = new QuestionPage(page);

    await signIn(page, member);
    await question.goto(questionId);
    await question.question().edit();
    const edit = await new EditPostPage(page, 'question').shown();
    await edit.fill({ edit_summary: 'a clearer example' });
    await edit.body.setAndSelect(SUGGESTED);
    await edit.save();
    await new Toasts(page).waitForText('Your revision will show after review.');
    await expect.poll(() => question.question().body().innerText()).toBe(ORIGINAL);

    await signIn(page, moderator);
    const review = new ReviewPage(page);
    await review.headerDot().waitFor();
    await review.openFromHeader();
    await review.item().waitFor();
    expect(await review.item().getAttribute('data-object')).toBe(questionId);
    expect(await review.item().getByTestId('suggested-reason').innerText()).toContain('a clearer example');
    expect(await review.diff().added()).toEqual([', with a clearer example']);
    await j.browser.screenshot('review-suggested-edit');
    await review.decide('approve');
    await new Toasts(page).waitForText('The edit was approved.');
    await review.empty().waitFor();
    await review.headerDot().waitFor({ state: 'detached' });

    await question.goto(questionId);
    await expect.poll(() => question.question().body().innerText()).toBe(SUGGESTED);
    const timeline = await new TimelinePage(page).openFrom(question.question().root);
    await page.waitForURL(`**/posts/${questionId}/timeline`);
    expect(await timeline.types()).toEqual(['asked', 'edited']);
    const edited = timeline.entries().filter({ hasText: 'Newcomer' });
    expect(await edited.innerText()).toContain('a clearer example');
    const diff = await timeline.openDiff(edited);
    expect(await diff.added()).toEqual([', with a clearer example']);
    await diff.show('split');
    await expect.poll(() => diff.after().innerText()).toBe(SUGGESTED);
    await expect.poll(() => diff.before().innerText()).toBe(ORIGINAL);
    await diff.show('rendered');
    await expect.poll(() => diff.after().innerText()).toBe(SUGGESTED);
    await j.browser.screenshot('timeline-diff');

    // The moderator rolls the question back to its first revision.
    await timeline.rollBack(timeline.entries().filter({ hasText: 'Author' }));
    await new Toasts(page).waitForText('Rolled back.');
    await expect.poll(() => timeline.types()).toEqual(['asked', 'edited', 'rollback']);
    await question.goto(questionId);
    await expect.poll(() => question.question().body().innerText()).toBe(ORIGINAL);
  }, JOURNEY_TIMEOUT_MS);

  it('answers and tags link to their own timelines', async () => {
    const author = await j.server.createUser({ name: 'Answerer' });
    const questionId = await ask(j.server, author, 'Where do answer timelines live?');
    const answerId = await answer(j.server, author, questionId);
    const { page } = j.browser;
    await signIn(page, author);
    const question = await new QuestionPage(page).goto(questionId);
    const answerTimeline = await new TimelinePage(page).openFrom(question.answer(0).root);
    await page.waitForURL(`**/posts/${questionId}/${answerId}/timeline`);
    expect(await answerTimeline.types()).toEqual(['answered']);

    const tag = await new TagPages(page).open('quorum-test');
    const tagTimeline = await new TimelinePage(page).openFrom(tag);
    expect(await tagTimeline.root.getByTestId('timeline-object').innerText()).toBe('quorum-test');
  }, JOURNEY_TIMEOUT_MS);

  it('a moderator skips one suggestion and rejects both in /review; rejected edits leave the questions as they were', async () => {
    await letNewMembersSuggest(await j.server.admin());
    const author = await j.server.createUser({ name: 'Owner' });
    const member = await j.server.createUser({ name: 'Suggester' });
    const moderator = await j.server.createUser({ name: 'Reviewer', role: Role.moderator });
    const first = await ask(j.server, author, 'Which suggestion comes first?');
    const second = await ask(j.server, author, 'Which suggestion comes second?');
    await suggest(member, first, 'Which suggestion comes first, really?', `${ORIGINAL} First suggestion.`);
    await suggest(member, second, 'Which suggestion comes second, really?', `${ORIGINAL} Second suggestion.`);
    const { page } = j.browser;

    await signIn(page, moderator);
    const review = await new ReviewPage(page).openFromHeader();
    await expect.poll(() => review.count().innerText()).toBe('2 suggestions wait for review.');
    await expect.poll(() => review.item().getAttribute('data-object')).toBe(first);

    // Skip leaves the oldest for later and shows the next one.
    await review.decide('skip');
    await expect.poll(() => review.item().getAttribute('data-object')).toBe(second);
    await review.decide('reject');
    await new Toasts(page).waitForText('The edit was rejected.');
    await review.skippedAll().waitFor();
    await expect.poll(() => review.count().innerText()).toBe('1 suggestion waits for review.');

    // Starting over brings the skipped one back.
    await review.startOver();
    await expect.poll(() => review.item().getAttribute('data-object')).toBe(first);
    await review.decide('reject');
    await new Toasts(page).waitForText('The edit was rejected.');
    await review.empty().waitFor();
    await review.headerDot().waitFor({ state: 'detached' });

    const question = new QuestionPage(page);
    for (const [id, title] of [[first, 'Which suggestion comes first?'], [second, 'Which suggestion comes second?']]) {
      await question.goto(id);
      await expect.poll(() => question.title().innerText()).toBe(title);
      expect(await question.question().body().innerText()).toBe(ORIGINAL);
      const timeline = await new TimelinePage(page).openFrom(question.question().root);
      await expect.poll(() => timeline.entries().filter({ hasText: 'Suggester' }).getAttribute('data-status')).toBe('3');
    }
  }, JOURNEY_TIMEOUT_MS);
});
