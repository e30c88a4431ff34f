import type { Locator, Page } from 'playwright-core';

/** Picks the radio whose bold name is `name` inside a reason or status dialog. */
export async function chooseRadio(dialog: Locator, name: string): Promise<void> {
  await dialog.locator('label.q-radio').filter({ has: dialog.page().locator('strong', { hasText: name }) }).locator('input').check();
}

/** The Flag dialog of a post on the question page. */
export class FlagDialog {
  private readonly dialog: Locator;
  constructor(page: Page) {
    this.dialog = page.getByTestId('flag-modal');
  }

  /** Opens it from a post (question or answer root) and sends the reason. */
  async flag(post: Locator, reason: string): Promise<void> {
    await post.getByTestId('report-post').first().click();
    await this.send(reason);
  }

  /** Opens it from one comment's Flag action and sends the reason. */
  async flagComment(comment: Locator, reason: string): Promise<void> {
    await comment.getByTestId('comment-report').click();
    await this.send(reason);
  }

  private async send(reason: string): Promise<void> {
    await this.dialog.waitFor();
    await chooseRadio(this.dialog, reason);
    await this.dialog.getByTestId('reason-submit').click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}

/** /admin/flags: the flag desk. */
export class FlagDeskPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/admin/flags');
    await this.page.getByTestId('admin-flags').waitFor();
    return this;
  }

  /** The flag card of a post by its title. */
  item(title: string): Locator {
    return this.page.getByTestId('flag-item').filter({ hasText: title });
  }

  async tab(status: 'pending' | 'completed'): Promise<void> {
    await this.page.getByTestId(`flags-tab-${status}`).click();
  }

  /** Deletes the flagged post or comment, confirmed. */
  async delete(title: string): Promise<void> {
    await this.item(title).getByTestId('flag-delete_post').click();
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
  }

  /** Closes the flagged question with a close reason from the flag's Close dialog. */
  async close(title: string, reason: string): Promise<void> {
    await this.item(title).getByTestId('flag-close_post').click();
    const dialog = this.page.getByTestId('flag-action-modal');
    await dialog.waitFor();
    await chooseRadio(dialog, reason);
    await dialog.getByTestId('flag-action-submit').click();
    await dialog.waitFor({ state: 'detached' });
  }
}
