import type { Locator, Page } from 'playwright-core';

/** "Invite to answer" in a question page's sidebar, and its picker (question-invite plugin). */
export class InviteCard {
  readonly root: Locator;
  readonly picker: Locator;
  constructor(page: Page) {
    this.root = page.getByTestId('invite-card');
    this.picker = page.getByTestId('invite-picker');
  }

  heading(): Locator {
    return this.root.getByRole('heading');
  }

  invitees(): Locator {
    return this.root.getByTestId('invitee');
  }

  /** The invitees' display names, in order. */
  names(): Promise<string[]> {
    return this.root.getByTestId('invitee-name').allInnerTexts();
  }

  /** Opens the picker, finds each member by the start of their username, picks them and saves. */
  async invite(...usernames: string[]): Promise<void> {
    await this.root.getByTestId('invite-open').click();
    for (const name of usernames) {
      await this.picker.getByTestId('invite-search').fill(name.slice(0, 4));
      await this.picker.getByTestId('invite-suggestion').filter({ hasText: `@${name}` }).click();
    }
    await this.picker.getByTestId('invite-save').click();
    await this.picker.waitFor({ state: 'detached' });
  }
}
