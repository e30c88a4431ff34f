import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { AdminUsersPage } from './pages/admin-users-page';
import { AskQuestionPage } from './pages/ask-question-page';
import { ProfilePage } from './pages/profile-page';
import { QuestionPage } from './pages/question-page';
import { TagPages } from './pages/tag-pages';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteLanguage, type Language } from './support/site';

const TITLE = 'Why does my loop print the last item twice?';
const DAY = 24 * 60 * 60;

/** Marks the document; a reload or a full navigation drops the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Issue 23 item 12, what a member meets: counts read "1 answer" and "2 answers" (plural rules,
 * in both languages), the follower and answer counts move the moment the member acts (no
 * reload), and the duration chosen in the suspend dialog is the one the server applies.
 */
describe('counts a member reads, and the suspend dialog', () => {
  const j = useJourney({ installed: true });
  const people = {} as { author: TestUser; reader: TestUser };
  let questionId = '';

  it('a question with one answer says "1 answer"; following it and answering move the counts without a reload', async () => {
    people.author = await j.server.createUser({ name: 'Author' });
    people.reader = await j.server.createUser({ name: 'Reader' });
    questionId = await ask(j.server, people.author, TITLE);
    await answer(j.server, people.author, questionId);
    const { page } = j.browser;
    await signIn(page, people.reader);

    const question = await new QuestionPage(page).goto(questionId);
    const answers = page.getByTestId('answer-list').getByRole('heading', { level: 2 });
    await answers.filter({ hasText: /^1 answer$/ }).waitFor();
    const followers = page.getByTestId('follow-question-count');
    expect(await followers.innerText()).toBe('0 followers');
    await markDocument(page);

    await page.getByTestId('follow-question').click();
    await followers.filter({ hasText: /^1 follower$/ }).waitFor();
    await page.getByTestId('follow-question').filter({ hasText: 'Following' }).waitFor();

    await question.postAnswer('Because the loop reads one line past the end: test the read before printing.');
    await answers.filter({ hasText: /^2 answers$/ }).waitFor();
    await page.getByTestId('follow-question').click();
    await followers.filter({ hasText: /^0 followers$/ }).waitFor();
    expect(await sameDocument(page)).toBe(true);
  }, JOURNEY_TIMEOUT_MS);

  it('a tag\'s follower count moves when the member follows it, and the profile says "1 question"', async () => {
    const { page } = j.browser;
    await new TagPages(page).open('quorum-test');
    const followers = page.getByTestId('follow-tag-count');
    expect(await followers.innerText()).toBe('0 followers');
    await markDocument(page);
    await page.getByTestId('follow-tag').click();
    await followers.filter({ hasText: /^1 follower$/ }).waitFor();
    expect(await sameDocument(page)).toBe(true);

    const profile = await new ProfilePage(page).goto(people.author.username);
    expect(await profile.root.getByTestId('stat-questions').innerText()).toBe('1 question');
    expect(await profile.root.getByTestId('stat-answers').innerText()).toBe('1 answer');
    expect(await profile.root.getByTestId('stat-votes').innerText()).toBe('0 votes');
  }, JOURNEY_TIMEOUT_MS);

  it('in Chinese the counts have their one form', async () => {
    const { page } = j.browser;
    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await new QuestionPage(page).goto(questionId);
      await page.getByTestId('answer-list').getByRole('heading', { name: '2 个回答' }).waitFor();
      expect(await page.getByTestId('follow-question-count').innerText()).toBe('0 人关注');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);

  it('the duration chosen in the suspend dialog is the one the server applies', async () => {
    const admin = await j.server.admin();
    const { page } = j.browser;
    await signIn(page, admin);
    const users = await new AdminUsersPage(page).goto();
    const before = Math.floor(Date.now() / 1000);
    await users.setStatus(people.reader.username, 'suspended', '7d');
    const after = Math.floor(Date.now() / 1000);
    const res = await j.server.api.get<{ status: string; suspended_until: number }>(`/answer/admin/api/user?user_id=${people.reader.id}`, { token: admin.token });
    expect(res.data.status).toBe('suspended');
    // Seven days from the moment the dialog was sent, not the 24 hours it opens on, nor forever (0).
    expect(res.data.suspended_until).toBeGreaterThanOrEqual(before + 7 * DAY - 5);
    expect(res.data.suspended_until).toBeLessThanOrEqual(after + 7 * DAY + 5);
    await users.setStatus(people.reader.username, 'normal');
  }, JOURNEY_TIMEOUT_MS);

  it('the question page, a profile, the tags page and the ask page at 1280 and 390 px in both languages', async () => {
    const { page } = j.browser;
    await signIn(page, people.author);
    const shots: [name: string, open: () => Promise<unknown>][] = [
      ['question', () => new QuestionPage(page).goto(questionId).then((q) => q.answers().first().waitFor())],
      ['profile', () => new ProfilePage(page).goto(people.author.username)],
      ['tags', () => new TagPages(page).list().then((cards) => cards.first().waitFor())],
      ['ask', () => new AskQuestionPage(page).goto().then((ask) => ask.body.root.locator('.CodeMirror').waitFor())],
    ];
    for (const language of ['en_US', 'zh_CN'] as Language[]) {
      await setSiteLanguage(j.server, language);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        for (const [name, open] of shots) {
          await open();
          await page.getByTestId('header').waitFor();
          await j.browser.screenshot(`member-${name}-${width}-${language}`);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await setSiteLanguage(j.server, 'en_US');
  }, JOURNEY_TIMEOUT_MS * 2);
});
