import type { Locator, Page } from 'playwright-core';
import { chooseRadio } from './flag-desk-page';

type Kind = 'question' | 'answer';

/** /admin/questions and /admin/answers with their post-status dialog. */
export class AdminPostsPage {
  constructor(private readonly page: Page, private readonly kind: Kind) {}

  async goto(status = 'normal'): Promise<this> {
    await this.page.goto(`/admin/${this.kind}s?status=${status}`);
    await this.page.getByTestId(`admin-${this.kind}s`).waitFor();
    return this;
  }

  async tab(status: string): Promise<void> {
    await this.page.getByTestId(`admin-posts-tab-${status}`).click();
    await this.page.waitForURL(`**/admin/${this.kind}s?*status=${status}*`);
  }

  rows(): Locator {
    return this.page.getByTestId(`admin-${this.kind}-row`);
  }

  row(id: string): Locator {
    return this.page.locator(`[data-testid=admin-${this.kind}-row][data-id="${id}"]`);
  }

  private async menu(id: string, item: 'admin-post-change-status' | 'admin-post-undelete'): Promise<void> {
    await this.row(id).getByTestId('admin-post-actions').click();
    await this.row(id).getByTestId(item).click();
  }

  /**
   * Changes a post's status through the dialog: normal submits at once, other statuses go to
   * the reason step, which takes a close reason's name or the text of why.
   */
  async changeStatus(id: string, status: string, reason?: { choose?: string; text?: string }): Promise<Locator> {
    await this.menu(id, 'admin-post-change-status');
    const dialog = this.page.getByTestId('post-status-modal');
    await dialog.waitFor();
    await dialog.locator(`input[name=status][value=${status}]`).check();
    await dialog.getByTestId('post-status-submit').click();
    if (reason?.choose) await chooseRadio(dialog, reason.choose);
    if (reason?.text) await dialog.locator('textarea[name=close_msg]').fill(reason.text);
    if (reason) await dialog.getByTestId('post-status-submit').click();
    return dialog;
  }

  /** A held post's row leads to its entry in the review queue (Answer's admin does the same). */
  async review(id: string): Promise<void> {
    await this.row(id).getByTestId('admin-post-review').click();
    await this.page.waitForURL('**/review?type=queued_post*');
  }

  /** Undelete from the row's menu, confirmed. */
  async undelete(id: string): Promise<void> {
    await this.menu(id, 'admin-post-undelete');
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
  }
}
