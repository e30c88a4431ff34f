import type { Locator, Page } from 'playwright-core';

/** `/users`: the week's top members by reputation and by votes, and the staff. */
export class UsersListPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('users-list');
  }

  async goto(): Promise<this> {
    await this.page.goto('/users');
    await this.root.waitFor();
    return this;
  }

  /** A member's card in one column. */
  member(column: 'reputation' | 'votes' | 'staff', name: string): Locator {
    return this.root.getByTestId(`users-${column}`).getByTestId('ranked-user').filter({ hasText: name });
  }
}
