import type { Locator, Page } from 'playwright-core';

/** Toasts vanish after 5 s; read them while they are there. */
export class Toasts {
  constructor(private readonly page: Page) {}

  latest(): Locator {
    return this.page.getByTestId('toast').last();
  }

  async waitForText(text: string | RegExp): Promise<void> {
    await this.page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
  }
}
