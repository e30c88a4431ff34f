import type { Locator, Page } from 'playwright-core';

/** `/badges` and `/badges/:badgeId` (badges plugin). */
export class BadgesPage {
  readonly list: Locator;
  readonly detail: Locator;
  constructor(private readonly page: Page) {
    this.list = page.getByTestId('badges-page');
    this.detail = page.getByTestId('badge-page');
  }

  async goto(): Promise<this> {
    await this.page.goto('/badges');
    await this.list.getByTestId('badge-card').first().waitFor();
    return this;
  }

  /** A badge's card by its name. */
  card(name: string): Locator {
    return this.page.getByTestId('badge-card').filter({ hasText: name });
  }

  /** Opens a badge from its card and waits for its earners. */
  async open(name: string): Promise<Locator> {
    await this.card(name).click();
    await this.detail.getByTestId('badge-summary').filter({ hasText: name }).waitFor();
    return this.detail;
  }

  /** The earners listed on an open badge's page. */
  awards(): Locator {
    return this.detail.getByTestId('badge-award');
  }
}
