import type { Locator, Page } from 'playwright-core';

/** The captcha dialog of the web shell (web/src/components/captcha-modal.tsx). */
export class CaptchaModalObject {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('captcha-modal');
  }

  image(): Locator {
    return this.root.locator('img');
  }

  /** The image's data URL (each captcha has its own). */
  async imageSource(): Promise<string> {
    return (await this.image().getAttribute('src')) ?? '';
  }

  async answer(code: string): Promise<void> {
    await this.root.locator('[name="captcha_code"]').fill(code);
    await this.root.locator('button[type=submit]').click();
  }

  error(): Locator {
    return this.root.locator('.q-field__error');
  }
}
