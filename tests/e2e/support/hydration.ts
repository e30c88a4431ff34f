import type { Locator, Page } from 'playwright-core';

/**
 * Waits until React has hydrated a server-rendered page: the root is React's and every element it
 * drew with a test id has its fiber attached. Hydration runs as a transition, in slices, so the
 * root's own mark comes long before the last link is live; a click before that reaches the
 * browser's default (a full load) or React's replay depending on timing, which a journey that
 * follows a link right after landing must not depend on.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const fibered = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer')) && [...root.querySelectorAll('[data-testid]')].every(fibered);
  });
}

/**
 * Waits until React owns one element (its props are attached), so typing into a server-rendered
 * form or pressing its submit button reaches React's handlers, not the browser's native submit.
 */
export async function waitForReact(target: Locator): Promise<void> {
  const element = await target.elementHandle();
  await target.page().waitForFunction((el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps')), element);
  await element?.dispose();
}
