import type { Locator, Page } from 'playwright-core';
import { openFromAdminMenu } from './admin-menu';

/** /admin/webhooks and its dialogs. */
export class AdminWebhooksPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('admin-webhooks');
  }

  /** Reached from the admin menu, as an admin finds it. */
  async openFromMenu(): Promise<this> {
    await openFromAdminMenu(this.page, 'Webhooks');
    await this.root.waitFor();
    return this;
  }

  row(url: string): Locator {
    return this.page.getByTestId('webhook-row').filter({ hasText: url });
  }

  dialog(): Locator {
    return this.page.getByTestId('webhook-dialog');
  }

  /** Opens the new-webhook dialog and fills it; `events` are the checkbox labels to tick besides the default. */
  async fillNew(url: string, events: string[]): Promise<Locator> {
    await this.page.getByTestId('webhook-add').click();
    const dialog = this.dialog();
    await dialog.waitFor();
    await dialog.locator('input[name=url]').fill(url);
    for (const event of events) await dialog.getByRole('checkbox', { name: event }).check();
    return dialog;
  }

  async save(): Promise<void> {
    await this.dialog().getByTestId('webhook-save').click();
  }

  /** The secret the create dialog shows once, read and the dialog closed. */
  async takeSecret(): Promise<string> {
    const modal = this.page.getByTestId('webhook-secret-modal');
    await modal.waitFor();
    const secret = await modal.getByTestId('webhook-secret').inputValue();
    await modal.locator('.q-modal__footer .q-btn--primary').click();
    await modal.waitFor({ state: 'detached' });
    return secret;
  }

  async openLog(url: string): Promise<Locator> {
    await this.row(url).getByTestId('webhook-log').click();
    const modal = this.page.getByTestId('webhook-log-modal');
    await modal.waitFor();
    return modal;
  }

  async delete(url: string): Promise<void> {
    await this.row(url).getByTestId('webhook-delete').click();
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
    await this.row(url).waitFor({ state: 'detached' });
  }
}
