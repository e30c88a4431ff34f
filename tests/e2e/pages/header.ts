import type { Locator, Page } from 'playwright-core';

/** The site header (SPEC §2.3). */
export class Header {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('header');
  }

  brand(): Locator {
    return this.root.getByTestId('brand');
  }

  loginLink(): Locator {
    return this.root.getByTestId('login-link');
  }

  signupLink(): Locator {
    return this.root.getByTestId('signup-link');
  }

  /** The main navigation link marked as the current page, if any. */
  activeNav(): Locator {
    return this.root.locator('nav a[aria-current=page]');
  }

  askButton(): Locator {
    return this.root.getByTestId('ask-button');
  }

  userMenu(): Locator {
    return this.root.getByTestId('user-menu');
  }

  inboxDot(): Locator {
    return this.root.getByTestId('dot-inbox');
  }

  async search(text: string): Promise<void> {
    const box = this.root.getByRole('searchbox');
    await box.fill(text);
    await box.press('Enter');
    await this.page.waitForURL(/\/search\?q=/);
  }

  /** Opens the avatar menu and returns its item names. */
  /** The menu's item labels; the reputation beside Profile is read by `menuReputation`. */
  async menuItems(): Promise<string[]> {
    await this.userMenu().click();
    const items = this.root.getByRole('menuitem');
    await items.first().waitFor();
    return items.evaluateAll((nodes) =>
      nodes.map((node) => [...node.childNodes].filter((c) => !(c instanceof HTMLElement && c.dataset.testid === 'menu-reputation')).map((c) => c.textContent ?? '').join('').trim()),
    );
  }

  async logout(): Promise<void> {
    await this.userMenu().click();
    await this.root.getByTestId('logout').click();
    await this.loginLink().waitFor();
  }
}
