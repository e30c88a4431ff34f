import type { Locator, Page } from 'playwright-core';

export type LegalType = 'tos' | 'privacy';

/** /tos and /privacy, the legal plugin's pages (no guards, SPEC §2.2). */
export class LegalPage {
  constructor(private readonly page: Page) {}

  root(type: LegalType): Locator {
    return this.page.getByTestId(`legal-${type}`);
  }

  async goto(type: LegalType): Promise<Locator> {
    await this.page.goto(`/${type}`);
    await this.root(type).waitFor();
    return this.root(type);
  }
}
