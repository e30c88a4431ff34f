import type { Locator, Page } from 'playwright-core';

/** /admin/plugins */
export class AdminPluginsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/admin/plugins');
    await this.page.getByTestId('admin-plugins').waitFor();
    return this;
  }

  row(slug: string): Locator {
    return this.page.locator(`[data-testid=plugin-row][data-slug="${slug}"]`);
  }

  async slugs(): Promise<string[]> {
    await this.page.getByTestId('plugin-row').first().waitFor();
    const rows = await this.page.getByTestId('plugin-row').all();
    return Promise.all(rows.map(async (r) => (await r.getAttribute('data-slug')) ?? ''));
  }

  async status(slug: string): Promise<string> {
    return this.row(slug).locator('.q-badge').innerText();
  }

  /** Toggles and waits until the button label flips. */
  async toggle(slug: string): Promise<void> {
    const button = this.row(slug).getByTestId('plugin-toggle');
    const before = await button.innerText();
    await button.click();
    await this.page.waitForFunction(
      ([sel, text]) => document.querySelector(sel)?.textContent !== text,
      [`[data-slug="${slug}"] [data-testid=plugin-toggle]`, before] as const,
    );
  }
}
