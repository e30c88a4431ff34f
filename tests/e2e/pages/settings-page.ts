import type { Page } from 'playwright-core';
import { FormObject } from './form';

/** /users/settings/* */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async profile(): Promise<FormObject> {
    await this.page.goto('/users/settings/profile');
    const form = this.page.getByTestId('profile-form');
    await form.waitFor();
    return new FormObject(form);
  }

  async interface(): Promise<FormObject> {
    await this.page.goto('/users/settings/interface');
    const form = this.page.getByTestId('interface-form');
    await form.waitFor();
    return new FormObject(form);
  }

  async changePassword(): Promise<FormObject> {
    await this.page.goto('/users/settings/account');
    const form = this.page.getByTestId('change-password-form');
    await form.waitFor();
    return new FormObject(form);
  }
}
