import type { Locator, Page } from 'playwright-core';

/** `/users/:username(/:tab)`: a member's personal page (users plugin). */
export class ProfilePage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('profile-page');
  }

  async goto(username: string): Promise<this> {
    await this.page.goto(`/users/${encodeURIComponent(username)}`);
    return this.shown(username);
  }

  /** Waits for `username`'s page, however it was reached. */
  async shown(username: string): Promise<this> {
    await this.page.waitForURL((url) => url.pathname.startsWith(`/users/${encodeURIComponent(username)}`));
    await this.root.waitFor();
    return this;
  }

  name(): Locator {
    return this.root.getByTestId('profile-head').getByRole('heading', { level: 1 });
  }

  /** A figure of the head (rank, answers, questions, votes) as a number. */
  async stat(name: 'rank' | 'answers' | 'questions' | 'votes'): Promise<number> {
    return Number(await this.root.getByTestId(`stat-${name}`).locator('strong').innerText());
  }

  async openTab(tab: string): Promise<Locator> {
    await this.root.getByTestId(`profile-tab-${tab}`).click();
    const list = this.root.getByTestId(tab === 'overview' ? 'profile-head' : `profile-list-${tab}`);
    await list.waitFor();
    return list;
  }

  /** The rows of the open list tab. */
  rows(): Locator {
    return this.root.getByTestId('profile-row');
  }

  empty(): Locator {
    return this.root.getByTestId('profile-empty');
  }
}
