import { describe, expect, it } from 'vitest';
import { Role } from '../../kernel/api.ts';
import { AdminPostsPage } from './pages/admin-posts-page';
import { AskQuestionPage } from './pages/ask-question-page';
import { Header } from './pages/header';
import { QuestionPage } from './pages/question-page';
import { ReviewPage } from './pages/review-page';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';

const TITLE = 'How long does a first question wait for review?';

describe('new posts held for review', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'questions', 'reputation', 'revisions', 'review', 'reviewer-basic'] });

  it("a new member's first question waits in the queue, a moderator approves it on /review, then a visitor reads it", async () => {
    const admin = await j.server.admin();
    const rules = await j.server.api.put('/answer/admin/api/reviewer-basic/settings', { review_first_post: true }, { token: admin.token });
    expect(rules.code, JSON.stringify(rules)).toBe(200);
    // The tag exists (made by staff, whose posts skip review), so a new member may use it.
    const tagged = await j.server.api.post('/answer/api/v1/question', { title: 'A staff question that makes the tag', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'waiting', display_name: 'waiting' }] }, { token: admin.token });
    expect(tagged.code, JSON.stringify(tagged)).toBe(200);
    const newcomer = await j.server.createUser({ name: 'Newcomer' });
    const moderator = await j.server.createUser({ name: 'Moderator', role: Role.moderator });
    const { page } = j.browser;

    await signIn(page, newcomer);
    const ask = await new AskQuestionPage(page).goto();
    await ask.fill({ title: TITLE });
    await ask.body.type('I posted my first question here and want to know when others can read it.');
    await ask.addTag('waiting');
    const questionId = await ask.post();
    const question = new QuestionPage(page);
    await question.pendingNotice().waitFor();
    expect(await question.pendingNotice().innerText()).toContain('Your post is awaiting review.');
    expect(await question.status()).toBe('11');
    await j.browser.screenshot('queued-post-author-preview');

    // Nobody else finds it: not in the list, and its page is not found.
    await signIn(page, moderator);
    const fetched = await j.server.api.get('/answer/api/v1/question/info', { query: { id: questionId } });
    expect(fetched.status).toBe(404);

    const review = new ReviewPage(page);
    await review.headerDot().waitFor();
    await review.openFromHeader();
    await review.queuedItem().waitFor();
    expect(await review.queuedItem().getAttribute('data-object')).toBe(questionId);
    expect(await review.queuedItem().getByTestId('queued-reason').innerText()).toContain('First post of a new member.');
    expect(await review.queuedItem().getByTestId('queued-body').innerText()).toContain('want to know when others can read it');
    await j.browser.screenshot('queued-post-review');
    await review.decideQueued('approve');
    await review.queuedEmpty().waitFor();
    await review.headerDot().waitFor({ state: 'detached' });

    await new Header(page).logout();
    await page.goto('/questions');
    await page.getByTestId('question-list').getByText(TITLE).waitFor();
    await question.goto(questionId);
    expect(await question.title().innerText()).toContain(TITLE);
    expect(await question.status()).toBe('1');
    expect(await question.pendingNotice().count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);

  it("an admin finds a held answer on the admin's pending tab, opens it in the queue and rejects it", async () => {
    const admin = await j.server.admin();
    const rules = await j.server.api.put('/answer/admin/api/reviewer-basic/settings', { review_first_post: true }, { token: admin.token });
    expect(rules.code, JSON.stringify(rules)).toBe(200);
    const newcomer = await j.server.createUser({ name: 'Second newcomer' });
    // Staff posts skip review: the question is live at once.
    const question = await j.server.api.post<{ id: string }>('/answer/api/v1/question', { title: 'A live question a newcomer answers', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'answered-later', display_name: 'answered-later' }] }, { token: admin.token });
    expect(question.code, JSON.stringify(question)).toBe(200);
    const held = await j.server.api.post<{ info: { id: string; status: number } }>('/answer/api/v1/answer', { question_id: question.data.id, content: 'A first answer that waits for review.' }, { token: newcomer.token });
    expect(held.data.info.status).toBe(11);
    const { page } = j.browser;

    await signIn(page, admin);
    const answers = await new AdminPostsPage(page, 'answer').goto('pending');
    await answers.row(held.data.info.id).waitFor();
    await answers.review(held.data.info.id);
    const review = new ReviewPage(page);
    await review.queuedItem().waitFor();
    expect(await review.queuedItem().getAttribute('data-object')).toBe(held.data.info.id);
    await review.decideQueued('reject');
    await review.queuedEmpty().waitFor();
    expect((await j.server.api.get<{ count: number }>('/answer/api/v1/answer/page', { query: { question_id: question.data.id } })).data.count).toBe(0);
  }, JOURNEY_TIMEOUT_MS);
});
