import type { Locator, Page } from 'playwright-core';
import { openFromAdminMenu } from './admin-menu';

/** /admin/api-keys and its dialogs. */
export class AdminApiKeysPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('admin-api-keys');
  }

  /** Reached from the admin menu, as an admin finds it. */
  async openFromMenu(name = 'API keys'): Promise<this> {
    await openFromAdminMenu(this.page, name);
    await this.root.waitFor();
    return this;
  }

  row(description: string): Locator {
    return this.page.getByTestId('api-key-row').filter({ hasText: description });
  }

  /** Makes a key through the dialog and answers the key its modal shows once, the modal closed. */
  async create(description: string, scope: 'Read-only' | 'Full rights'): Promise<string> {
    await this.page.getByTestId('api-key-add').click();
    const dialog = this.page.getByTestId('api-key-dialog');
    await dialog.waitFor();
    await dialog.locator('input[name=description]').fill(description);
    await dialog.getByRole('radio', { name: new RegExp(scope) }).check();
    await dialog.getByTestId('api-key-save').click();
    const modal = this.page.getByTestId('api-key-created');
    await modal.waitFor();
    const key = await modal.getByTestId('api-key-value').inputValue();
    await modal.getByTestId('api-key-copy').click();
    await modal.getByTestId('api-key-copy').filter({ hasText: 'Copied.' }).waitFor();
    await modal.getByTestId('api-key-done').click();
    await modal.waitFor({ state: 'detached' });
    return key;
  }

  async delete(description: string): Promise<void> {
    await this.row(description).getByTestId('api-key-delete').click();
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
    await this.row(description).waitFor({ state: 'detached' });
  }
}
