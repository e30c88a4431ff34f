import type { Locator, Page } from 'playwright-core';

/** `/users/unsubscribe?code=`, the link at the foot of every notice mail. */
export class UnsubscribePage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('unsubscribe-page');
  }

  async goto(code: string): Promise<this> {
    await this.page.goto(`/users/unsubscribe?code=${encodeURIComponent(code)}`);
    await this.root.waitFor();
    return this;
  }
}
