import type { Locator, Page } from 'playwright-core';

/** /users/account-suspended. */
export class SuspendedPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('account-suspended-page');
  }

  /** Waits for the page (after a redirect) and returns its text. */
  async text(): Promise<string> {
    await this.page.waitForURL((url) => url.pathname === '/users/account-suspended');
    await this.root.waitFor();
    return this.root.innerText();
  }
}
