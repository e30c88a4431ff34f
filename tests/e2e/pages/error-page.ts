import type { Locator, Page } from 'playwright-core';

/** The 403 / 404 / 50X page. */
export class ErrorPageObject {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('error-page');
  }

  async code(): Promise<string | null> {
    await this.root.waitFor();
    return this.root.getAttribute('data-code');
  }

  async backHome(): Promise<void> {
    await this.root.getByRole('link').click();
    await this.page.waitForURL((url) => url.pathname === '/');
  }
}
