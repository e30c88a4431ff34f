import type { Locator, Page } from 'playwright-core';

/** /users/settings/<plugin>: a plugin's member settings, linked from the settings menu. */
export class MemberSettingsPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByTestId('member-settings-form');
  }

  /** The settings menu's link to a plugin's settings. */
  link(slug: string): Locator {
    return this.page.getByTestId(`member-settings-link-${slug}`);
  }

  heading(): Locator {
    return this.page.getByTestId('member-settings').getByRole('heading', { level: 2 });
  }

  checkbox(label: string): Locator {
    return this.form.getByRole('checkbox', { name: label });
  }

  async save(): Promise<void> {
    await this.form.locator('button[type="submit"]').click();
  }
}
