import type { Locator, Page } from 'playwright-core';
import { FormObject } from './form';

/** /admin/users and its dialogs. */
export class AdminUsersPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<this> {
    await this.page.goto(`/admin/users${query ? `?query=${encodeURIComponent(query)}` : ''}`);
    await this.page.getByTestId('admin-users').waitFor();
    return this;
  }

  row(username: string): Locator {
    return this.page.locator(`[data-testid=admin-user-row][data-username="${username}"]`);
  }

  async addUser(values: { display_name: string; email: string; password: string }): Promise<void> {
    await this.page.getByTestId('add-user').click();
    const dialog = this.page.getByTestId('add-user-modal');
    await new FormObject(dialog).fill(values);
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Opens a member's role dialog and returns it. */
  async openRoleDialog(username: string): Promise<Locator> {
    await this.row(username).getByTestId('change-role').click();
    const dialog = this.page.getByTestId('user-role-modal');
    await dialog.waitFor();
    return dialog;
  }

  async changeRole(username: string, roleName: string): Promise<void> {
    const dialog = await this.openRoleDialog(username);
    await dialog.getByLabel(roleName).check();
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    await dialog.waitFor({ state: 'detached' });
  }

  async openStatus(username: string): Promise<Locator> {
    await this.row(username).getByTestId('change-status').click();
    const dialog = this.page.getByTestId('user-status-modal');
    await dialog.waitFor();
    return dialog;
  }

  async setStatus(username: string, status: 'normal' | 'suspended' | 'deleted' | 'inactive', duration?: string): Promise<void> {
    const dialog = await this.openStatus(username);
    await dialog.locator(`input[name=status][value=${status}]`).check();
    if (duration) await dialog.locator('select[name=suspend_duration]').selectOption(duration);
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    if (status === 'deleted') await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
    await dialog.waitFor({ state: 'detached' });
  }

  async setPassword(username: string, password: string): Promise<void> {
    await this.row(username).getByTestId('set-password').click();
    const dialog = this.page.getByTestId('new-password-modal');
    await new FormObject(dialog).fill({ password });
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Sends the bulk "Add users" dialog; the dialog stays open when lines were refused. */
  async addUsers(lines: string[]): Promise<Locator> {
    await this.page.getByTestId('add-users').click();
    const dialog = this.page.getByTestId('add-users-modal');
    await dialog.locator('textarea[name=users]').fill(lines.join('\n'));
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    return dialog;
  }

  /** The refused lines the bulk dialog lists. */
  refusedLines(dialog: Locator): Locator {
    return dialog.getByTestId('bulk-refused').locator('li');
  }
}
