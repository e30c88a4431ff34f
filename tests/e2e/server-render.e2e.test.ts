import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { QuestionPage } from './pages/question-page';
import { signIn } from './support/sign-in';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { waitForHydration } from './support/hydration';

/** What React reports when the HTML and the first client render differ (production codes included). */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|recoverable|react\.dev\/errors\/(418|419|421|422|423|425)/i;

interface Watch {
  problems: string[];
  apiCalls: string[];
}

/** Collects console errors and warnings, page errors and API calls from now on. */
function watch(page: Page): Watch & { stop(): void } {
  const seen: Watch = { problems: [], apiCalls: [] };
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning') seen.problems.push(`${msg.type()}: ${msg.text()}`);
  };
  const onError = (err: Error) => seen.problems.push(`pageerror: ${err.message}`);
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/answer/api/v1/')) seen.apiCalls.push(url.pathname.slice('/answer/api/v1'.length) + url.search);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  return {
    ...seen,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
    },
  };
}

/** Opens a server-rendered page and waits until React has hydrated it and the network is quiet. */
async function land(page: Page, path: string): Promise<Watch> {
  const seen = watch(page);
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  seen.stop?.();
  return seen;
}

describe('server-rendered public pages hydrate in the browser', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'notifications', 'seo', 'search', 'search-sql'] });
  let author: TestUser;
  let voter: TestUser;
  let questionId: string;
  let pages: string[];

  beforeAll(async () => {
    author = await j.server.createUser({ name: 'Renderer', rank: 100 });
    voter = await j.server.createUser({ name: 'Hydrator', rank: 100 });
    questionId = await ask(j.server, author, 'How does a page hydrate without a second fetch');
    await answer(j.server, voter, questionId);
    await ask(j.server, voter, 'A second question for the list');
    pages = ['/', '/questions', '/questions?order=active', `/questions/${questionId}/how-does-a-page-hydrate-without-a-second-fetch`, '/tags', '/tags/quorum-test', `/users/${author.username}`, '/search?q=hydrate'];
  }, JOURNEY_TIMEOUT_MS);

  it('a visitor gets each page as HTML and hydrates it without warnings, fetching nothing the HTML holds', async () => {
    const { page } = j.browser;
    for (const path of pages) {
      const html = await (await fetch(new URL(path, j.server.url))).text();
      expect(html, path).toContain('data-testid="header"');
      const seen = await land(page, path);
      expect(seen.problems.filter((p) => HYDRATION_TROUBLE.test(p)), path).toEqual([]);
      expect(seen.problems, path).toEqual([]);
      expect(seen.apiCalls, path).toEqual([]);
    }
  }, JOURNEY_TIMEOUT_MS);

  it('the question page is interactive once hydrated: a member votes, and the list sorts', async () => {
    const { page } = j.browser;
    await signIn(page, voter);
    const seen = await land(page, `/questions/${questionId}/how-does-a-page-hydrate-without-a-second-fetch`);
    expect(seen.problems).toEqual([]);
    // a member is sent the visitors' page with their own part: their browser reads none of the page's data again
    expect(seen.apiCalls.filter((call) => /^\/(user\/info|question\/info|answer\/page|comment\/page)\?|^\/user\/info$/.test(call)), seen.apiCalls.join(' ')).toEqual([]);
    const question = new QuestionPage(page);
    expect(await question.question().voteCount().innerText()).toBe('0');
    await question.question().voteUp();
    await expect.poll(() => question.question().voteCount().innerText()).toBe('1');
    // the page kept for visitors shows no vote of anyone's; this member's part shows theirs, at once
    const again = await land(page, `/questions/${questionId}/how-does-a-page-hydrate-without-a-second-fetch`);
    expect(again.problems).toEqual([]);
    await expect.poll(() => question.question().root.getByTestId('vote-up').first().getAttribute('aria-pressed')).toBe('true');
    expect(again.apiCalls.filter((call) => call.startsWith('/question/info?'))).toEqual([]);
    await question.question().voteUp();
    await expect.poll(() => question.question().voteCount().innerText()).toBe('0');

    const list = await land(page, '/questions');
    expect(list.problems).toEqual([]);
    // the list came with the member's part too
    expect(list.apiCalls.filter((call) => call.startsWith('/question/page?'))).toEqual([]);
    expect(new Set(list.apiCalls).size, list.apiCalls.join(' ')).toBe(list.apiCalls.length);
    await page.getByRole('link', { name: 'Active' }).first().click();
    await page.waitForURL(/order=active/);
  }, JOURNEY_TIMEOUT_MS);

  it('a path no route answers is a 404 that shows the app\'s not-found page, without warnings', async () => {
    const { page } = j.browser;
    const seen = watch(page);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByTestId('error-page').getAttribute('data-code')).toBe('404');
    await page.waitForLoadState('networkidle');
    seen.stop();
    // the browser reports the document's own 404 status; nothing else may be said
    expect(seen.problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p))).toEqual([]);
  }, JOURNEY_TIMEOUT_MS);

  it('a signed-in member gets every page hydrated without warnings', async () => {
    const { page } = j.browser;
    for (const path of pages) {
      const seen = await land(page, path);
      expect(seen.problems, path).toEqual([]);
      // sent the visitors' page, the member is shown as themselves once their browser has read them
      await expect.poll(() => page.getByTestId('header').getByTestId('user-menu').count(), { message: path }).toBe(1);
      expect(await page.getByTestId('login-link').count(), path).toBe(0);
    }
  }, JOURNEY_TIMEOUT_MS);

  it("a member's click that comes before their browser knows them waits for it, and is not taken for a visitor's", async () => {
    const { page } = j.browser;
    await signIn(page, voter);
    const id = await ask(j.server, author, 'A question voted on before the member is read');
    // The member's read of who they are is held until the vote has been pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/answer/api/v1/user/info', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`/questions/${id}`);
      await waitForHydration(page);
      const question = new QuestionPage(page);
      await question.question().voteUp();
      release();
      await expect.poll(() => question.question().voteCount().innerText()).toBe('1');
      expect(await page.getByTestId('login-modal').count()).toBe(0);
    } finally {
      release();
      await page.unroute('**/answer/api/v1/user/info');
    }
  }, JOURNEY_TIMEOUT_MS);
});
