import type { Locator, Page } from 'playwright-core';
import { Toasts } from './toast';

type Level = 1 | 2 | 3 | 99;

/** `/admin/privileges` (reputation plugin): the level, each preset's thresholds, custom values. */
export class PrivilegesPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('admin-privileges');
  }

  /** Through the admin menu, as an administrator finds it. */
  async openFromAdmin(): Promise<this> {
    await this.page.goto('/admin');
    await this.page.getByTestId('admin-layout').getByRole('link', { name: 'Privileges' }).click();
    await this.root.getByTestId('privileges-form').waitFor();
    return this;
  }

  level(level: Level): Locator {
    return this.root.getByTestId(`privileges-level-${level}`);
  }

  row(key: string): Locator {
    return this.root.locator(`[data-testid=privilege-row][data-key="${key}"]`);
  }

  /** The thresholds a row shows for the presets 1, 2 and 3. */
  async presetValues(key: string): Promise<number[]> {
    const cells = [1, 2, 3].map((l) => this.row(key).getByTestId(`privilege-value-${l}`).innerText());
    return (await Promise.all(cells)).map(Number);
  }

  custom(key: string): Locator {
    return this.row(key).locator('input');
  }

  fieldError(key: string): Locator {
    return this.row(key).locator('.q-field__error');
  }

  async save(): Promise<void> {
    await this.root.getByTestId('privileges-save').click();
  }

  async saveAndConfirm(): Promise<void> {
    await this.save();
    await new Toasts(this.page).waitForText('Privileges saved.');
  }
}
