import type { Locator, Page } from 'playwright-core';

/** The search page (`/search?q=`, SPEC §2.3). */
export class SearchPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('search-results');
  }

  async goto(q: string): Promise<this> {
    await this.page.goto(`/search?q=${encodeURIComponent(q)}`);
    await this.heading().waitFor();
    return this;
  }

  heading(): Locator {
    return this.root.getByTestId('search-heading');
  }

  hits(): Locator {
    return this.root.getByTestId('search-hit');
  }

  empty(): Locator {
    return this.root.getByTestId('search-empty');
  }

  order(name: string): Locator {
    return this.root.getByTestId('search-orders').getByRole('link', { name });
  }

  /** The note shown when the captcha dialog was closed unanswered, with its button to open it again. */
  captchaNeeded(): Locator {
    return this.root.getByTestId('search-captcha-needed');
  }

  tips(): Locator {
    return this.page.getByTestId('search-tips');
  }
}
