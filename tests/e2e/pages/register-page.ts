import type { Page } from 'playwright-core';
import { FormObject } from './form';

export class RegisterPage extends FormObject {
  constructor(private readonly page: Page) {
    super(page.getByTestId('register-page'));
  }

  async goto(): Promise<this> {
    await this.page.goto('/users/register');
    await this.root.waitFor();
    return this;
  }

  async register(name: string, email: string, password: string): Promise<void> {
    await this.fill({ name, e_mail: email, pass: password });
    await this.submit();
  }
}
