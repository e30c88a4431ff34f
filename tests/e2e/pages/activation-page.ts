import type { Locator, Page } from 'playwright-core';

/** /users/account-activation (with or without ?code=) and its success / failed pages. */
export class ActivationPage {
  constructor(private readonly page: Page) {}

  /** Follows the link of an activation mail. */
  async open(code: string): Promise<this> {
    await this.page.goto(`/users/account-activation?code=${encodeURIComponent(code)}`);
    return this;
  }

  success(): Locator {
    return this.page.getByTestId('activation-success');
  }

  failed(): Locator {
    return this.page.getByTestId('activation-failed');
  }

  /** The "activate your account" notice (mail sent, resend, change e-mail). */
  notice(): Locator {
    return this.page.getByTestId('inactive-notice');
  }
}
