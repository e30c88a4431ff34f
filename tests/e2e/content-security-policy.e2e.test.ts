import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminSettingsPage } from './pages/admin-settings-page';
import { AskQuestionPage } from './pages/ask-question-page';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';

/** What the browser refused under the page's Content-Security-Policy, as events and console lines. */
interface Refusals { events: string[]; console: string[] }

declare global {
  interface Window {
    __cspViolations: string[];
    __customHeadRan?: boolean;
    __customFooterRan?: boolean;
  }
}

const BODY = [
  'A formula $E = mc^2$ and a block:',
  '',
  '$$\\int_0^1 x^2 \\, dx = \\frac{1}{3}$$',
  '',
  '```mermaid',
  'graph TD',
  '  A[Ask] --> B[Answer]',
  '```',
  '',
  '```js',
  'const answer = 42;',
  '```',
].join('\n');

/**
 * The main pages under the policy the server sends: list, a question with math, a mermaid
 * diagram and highlighted code, the ask page with the editor, and the admin's @rjsf settings
 * form, with the admin's custom head script (injected by the app, given the page's nonce) and
 * footer script (server-rendered with the response's nonce).
 * Every refusal the browser reports fails the journey.
 */
describe('Content-Security-Policy in the browser', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'uploads-local', 'seo'] });
  const console: string[] = [];

  const refusals = async (page: Page): Promise<Refusals> => ({ events: await page.evaluate(() => window.__cspViolations), console: console.splice(0) });

  it('loads the main pages without a single refusal, and runs the custom head script with the nonce', async () => {
    const { page, context } = j.browser;
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
    });
    const admin = await j.server.admin();
    const saved = await j.server.api.put('/answer/admin/api/siteinfo/custom-css-html', {
      custom_head: '<script>window.__customHeadRan = true</script>',
      custom_footer: '<p>Footer note</p><script>window.__customFooterRan = true</script>',
      csp_allowed_sources: 'https://stats.example.com',
    }, { token: admin.token });
    expect(saved.code).toBe(200);
    const asked = await j.server.api.post<{ id: string }>('/answer/api/v1/question', {
      title: 'How do formulas, diagrams and code render under the policy?', content: BODY, tags: [{ slug_name: 'csp', display_name: 'csp' }],
    }, { token: admin.token });
    expect(asked.code).toBe(200);

    await page.goto('/questions');
    await page.getByText('How do formulas, diagrams and code render').first().waitFor();
    // the admin's head HTML is injected a second after start, as a script with the page's nonce;
    // the footer's script ran where the server rendered it, with the response's nonce
    await page.waitForFunction(() => window.__customHeadRan === true);
    expect(await page.evaluate(() => window.__customFooterRan)).toBe(true);
    expect(await refusals(page)).toEqual({ events: [], console: [] });

    const question = await new QuestionPage(page).goto(asked.data.id);
    const body = question.question().body();
    await body.locator('.katex').first().waitFor();
    await body.locator('pre.mermaid svg').first().waitFor();
    await body.locator('pre code').filter({ hasText: 'const answer = 42;' }).waitFor();
    expect(await refusals(page)).toEqual({ events: [], console: [] });

    await signIn(page, admin);
    const ask = await new AskQuestionPage(page).goto();
    await ask.body.type('Previewed: $a^2 + b^2 = c^2$\n\n```js\nconst previewed = true;\n```\n');
    await ask.body.preview().locator('.katex').first().waitFor();
    await ask.body.preview().locator('pre code').filter({ hasText: 'const previewed = true;' }).waitFor();
    expect(await refusals(page)).toEqual({ events: [], console: [] });

    const settings = await new AdminSettingsPage(page).goto('css-html');
    expect(await settings.field('csp_allowed_sources').inputValue()).toBe('https://stats.example.com');
    await settings.fill({ csp_allowed_sources: "'unsafe-eval'" });
    await settings.save();
    expect((await settings.errorsOf('csp_allowed_sources')).length).toBeGreaterThan(0);
    expect(await refusals(page)).toEqual({ events: [], console: [] });
    await j.browser.screenshot('csp-admin-settings');
  }, JOURNEY_TIMEOUT_MS * 2);
});
