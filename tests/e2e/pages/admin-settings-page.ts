import type { Locator, Page } from 'playwright-core';

export type SettingsGroupPath =
  | 'general' | 'interface' | 'branding' | 'login' | 'css-html' | 'themes' | 'seo' | 'write' | 'legal' | 'smtp' | 'users-settings' | 'reviewer-basic' | 'mcp';

/** An admin settings page rendered from its JSON Schema (@rjsf ids are root_<field>). */
export class AdminSettingsPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByTestId('settings-form');
  }

  async goto(group: SettingsGroupPath): Promise<this> {
    await this.page.goto(`/admin/${group}`);
    await this.form().waitFor();
    return this;
  }

  field(name: string): Locator {
    return this.page.locator(`#root_${name}`);
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  async setChecked(name: string, checked: boolean): Promise<void> {
    await this.field(name).setChecked(checked);
  }

  async save(): Promise<void> {
    await this.form().locator('button[type=submit]').click();
  }

  /** Saves and waits for the server's answer to the PUT; resolves with the body it was sent. */
  async saveAndWait(): Promise<Record<string, unknown>> {
    const answered = this.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/answer/admin/api/'));
    await this.save();
    const response = await answered;
    if (response.status() !== 200) throw new Error(`saving failed: ${response.status()} ${await response.text()}`);
    return response.request().postDataJSON() as Record<string, unknown>;
  }

  /** The field's row (label, help, widget). */
  group(name: string): Locator {
    return this.page.locator(`.form-group:has(#root_${name})`).last();
  }

  /** Error messages rendered under a field. */
  async errorsOf(name: string): Promise<string[]> {
    const list = this.group(name).locator('.error-detail li');
    await list.first().waitFor();
    return list.allInnerTexts();
  }
}
