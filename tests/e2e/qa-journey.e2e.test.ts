import { describe, expect, it } from 'vitest';
import { AskQuestionPage } from './pages/ask-question-page';
import { Header } from './pages/header';
import { LoginPage } from './pages/login-page';
import { QuestionPage } from './pages/question-page';
import { CreateTagPage, TagPages } from './pages/tag-pages';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import type { TestUser } from '../support/test-server';

/** Every plugin the Q&A screens need, storage and install aside. */
const QA_PLUGINS = ['markdown', 'uploads-local', 'tags', 'questions', 'votes', 'bookmarks', 'follow', 'comments'];
const MODERATOR = 3;

describe('question and answer journey', () => {
  const j = useJourney({ installed: true, plugins: QA_PLUGINS });
  const people = {} as { asker: TestUser; answerer: TestUser; moderator: TestUser };
  let questionId = '';

  const signIn = async (user: TestUser) => {
    const { page } = j.browser;
    await page.goto('/');
    const header = new Header(page);
    await header.userMenu().or(header.loginLink()).waitFor();
    if (await header.userMenu().isVisible()) await header.logout();
    await (await new LoginPage(page).goto()).loginAs(user.email, user.password);
  };

  it('a member asks with tags, a formula and a mermaid diagram', async () => {
    people.asker = await j.server.createUser({ name: 'Asker' });
    people.answerer = await j.server.createUser({ name: 'Answerer' });
    people.moderator = await j.server.createUser({ name: 'Moderator', role: MODERATOR });
    const { page } = j.browser;
    await signIn(people.asker);

    const ask = await new AskQuestionPage(page).goto();
    await ask.submit();
    expect(await ask.errorOf('title')).toBe('Title cannot be empty.');

    await ask.fill({ title: 'How do I prove mass-energy equivalence in a blog post?' });
    await ask.body.type('I want to write the formula $E = mc^2$ and draw the steps:\n');
    await ask.body.menu('Diagram', 'Flow chart');
    expect(await ask.body.value()).toContain('```mermaid\ngraph TD');
    await ask.body.preview().locator('.katex').first().waitFor();
    await ask.addTag('physics');
    await ask.addTag('latex');
    await ask.addTag('PHYSICS');
    expect(await ask.selectedTags().count()).toBe(2);
    await ask.highlightedTag().waitFor();

    // the draft is saved after 3 s; leaving with unsaved text asks first
    await page.waitForFunction(() => (localStorage.getItem('quorum.draft.question') ?? '').includes('mass-energy'));
    await new Header(page).root.getByRole('link', { name: 'Tags' }).click();
    const leave = page.getByTestId('alert-modal');
    await leave.filter({ hasText: 'Are you sure you want to leave the page?' }).waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe('/questions/ask');

    questionId = await ask.post();
    expect(await page.evaluate(() => localStorage.getItem('quorum.draft.question'))).toBeNull();
    const question = new QuestionPage(page);
    await question.root.waitFor();
    expect(await question.title().innerText()).toContain('mass-energy');
    const body = question.question().body();
    await body.locator('.katex').first().waitFor();
    await body.locator('pre.mermaid svg').first().waitFor();
    await j.browser.screenshot('qa-asked');
  }, JOURNEY_TIMEOUT_MS);

  it('another member answers, comments with an @mention and votes', async () => {
    const { page } = j.browser;
    await signIn(people.answerer);
    const question = await new QuestionPage(page).goto(questionId);
    await question.postAnswer('Start from the four-momentum: $p^\\mu p_\\mu = m^2 c^2$, then set p = 0.');
    expect(await question.answers().count()).toBe(1);

    const q = question.question();
    const box = await q.typeComment('Nice question @Ask');
    await q.mentionSuggestions().filter({ hasText: 'Asker' }).first().click();
    expect(await box.inputValue()).toBe(`Nice question @${people.asker.username} `);
    await box.pressSequentially('see the answer.');
    await q.submitComment();
    await q.comments().first().locator(`a[href="/u/${people.asker.username}"]`).waitFor();

    await q.voteUp();
    await q.voteCount().filter({ hasText: '1' }).waitFor();
    await q.root.locator('[data-testid=vote-buttons][data-vote-status=vote_up]').first().waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('the asker accepts the answer and bookmarks the question', async () => {
    const { page } = j.browser;
    await signIn(people.asker);
    const question = await new QuestionPage(page).goto(questionId);
    await question.answers().first().waitFor();
    await question.accept(0);
    const q = question.question();
    await q.bookmark().click();
    await q.root.locator('[data-testid=bookmark][aria-pressed=true]').first().waitFor();
    await q.bookmark().getByTestId('bookmark-count').filter({ hasText: '1' }).waitFor();

    await j.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await q.root.getByTestId('share-toggle').first().click();
    await page.getByTestId('share-copy').click();
    await page.getByTestId('share-copy').filter({ hasText: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^How do I prove .+ http://127\\.0\\.0\\.1:\\d+/questions/${questionId}/[\\w-]+\\?shareUserId=${people.asker.username}$`),
    );
    await page.getByTestId('share-copy').filter({ hasText: 'Copy link' }).waitFor();

    await page.goto('/questions');
    const row = page.getByTestId('question-row').filter({ hasText: 'mass-energy' });
    await row.getByTestId('accepted-marker').waitFor();
    await j.browser.screenshot('qa-list-accepted');

    const tags = new TagPages(page);
    await (await tags.list()).filter({ hasText: 'physics' }).getByRole('link').click();
    await page.getByTestId('tag-detail').waitFor();
    await tags.questionRows().filter({ hasText: 'mass-energy' }).waitFor();
    await tags.followButton().click();
    await page.locator('[data-testid=follow-tag][aria-pressed=true]').waitFor();

    // The following-tags card beside the question list shows it, and can stop following.
    await page.goto('/questions');
    const card = page.getByTestId('following-tags');
    await card.getByRole('link', { name: 'physics' }).waitFor();
    await card.getByTestId('following-tags-edit').click();
    await card.getByRole('button', { name: 'Stop following physics' }).click();
    await card.getByText('Follow tags to see them here.').waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('a moderator closes the question with a reason and reopens it', async () => {
    const { page } = j.browser;
    await signIn(people.moderator);
    const question = await new QuestionPage(page).goto(questionId);
    const q = question.question();

    await q.staffAction('close');
    const modal = page.getByTestId('close-modal');
    await modal.getByTestId('reason-submit').click();
    await modal.getByRole('alert').filter({ hasText: 'Please select a reason.' }).waitFor();
    await modal.getByRole('radio').nth(1).check();
    await modal.getByTestId('reason-submit').click();
    await question.closedNotice().waitFor();
    expect(await question.status()).toBe('2');
    await j.browser.screenshot('qa-closed');

    await q.staffAction('reopen');
    await question.confirm();
    await question.closedNotice().waitFor({ state: 'detached' });
    expect(await question.status()).toBe('1');
    await page.getByTestId('answer-form').waitFor();

    const create = await new CreateTagPage(page).goto();
    await create.fill({ display_name: 'Quantum', slug_name: 'Quantum Physics' });
    await create.submit();
    expect(await create.errorOf('slug_name')).toBe('URL slug contains unallowed character set.');
    await create.create('Quantum', 'quantum');
    await (await new TagPages(page).open('quantum')).getByRole('heading', { name: 'Quantum' }).waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
