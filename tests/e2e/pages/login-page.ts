import type { Locator, Page } from 'playwright-core';
import { FormObject } from './form';

export class LoginPage extends FormObject {
  constructor(private readonly page: Page) {
    super(page.getByTestId('login-page'));
  }

  async goto(): Promise<this> {
    await this.page.goto('/users/login');
    await this.root.waitFor();
    return this;
  }

  /** Waits until the login form shows (e.g. after a redirect). */
  async shown(): Promise<this> {
    await this.page.waitForURL((url) => url.pathname === '/users/login');
    await this.root.waitFor();
    return this;
  }

  /** Submits the form; the caller waits for the outcome it expects. */
  async login(email: string, password: string): Promise<void> {
    await this.fill({ e_mail: email, pass: password });
    await this.submit();
  }

  /** Logs in and waits until the header shows the avatar menu. */
  async loginAs(email: string, password: string): Promise<void> {
    await this.login(email, password);
    await this.page.getByTestId('user-menu').waitFor();
  }

  /** A login connector's button ("Sign in with <name>"). */
  connectorButton(name: string): Locator {
    return this.root.getByTestId('connector-button').filter({ hasText: name });
  }

  connectorError(): Locator {
    return this.root.getByTestId('connector-error');
  }

  inactiveNotice(): Locator {
    return this.page.getByTestId('inactive-notice');
  }
}
