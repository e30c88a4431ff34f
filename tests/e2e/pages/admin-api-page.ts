import type { Locator, Page } from 'playwright-core';

/** /admin/api: the routes of the site from its OpenAPI document. */
export class AdminApiPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/admin/api');
    await this.page.getByTestId('admin-api-docs').waitFor();
    return this;
  }

  group(owner: string): Locator {
    return this.page.locator(`[data-testid=api-group][data-owner="${owner}"]`);
  }

  operation(method: string, path: string): Locator {
    return this.page.locator(`[data-testid=api-operation][data-method="${method}"][data-path="${path}"]`);
  }

  async owners(): Promise<string[]> {
    await this.page.getByTestId('api-group').first().waitFor();
    const groups = await this.page.getByTestId('api-group').all();
    return Promise.all(groups.map(async (g) => (await g.getAttribute('data-owner')) ?? ''));
  }

  async filter(text: string): Promise<void> {
    await this.page.getByTestId('api-filter').fill(text);
  }

  /** Opens an operation and returns the text of its schema blocks. */
  async expand(method: string, path: string): Promise<string> {
    const op = this.operation(method, path);
    await op.locator('summary').click();
    await op.locator('pre').first().waitFor();
    return op.innerText();
  }
}
