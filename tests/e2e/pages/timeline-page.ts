import type { Locator, Page } from 'playwright-core';
import { RevisionDiff } from './revision-diff';

/** `/posts/:qid/timeline`, `/posts/:qid/:aid/timeline`, `/tags/:tid/timeline`. */
export class TimelinePage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('timeline-page');
  }

  /** Follows the History link among a post's or a tag's actions. */
  async openFrom(actions: Locator): Promise<this> {
    await actions.getByTestId('timeline-link').first().click();
    await this.page.waitForURL(/\/timeline$/);
    await this.root.waitFor();
    return this;
  }

  entries(): Locator {
    return this.root.getByTestId('timeline-entry');
  }

  /** The activity types in the order shown. */
  async types(): Promise<string[]> {
    return this.entries().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type') ?? ''));
  }

  /** Makes an entry's revision current again, confirming the question. */
  async rollBack(entry: Locator): Promise<void> {
    await entry.getByTestId('rollback').click();
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
  }

  /** Opens an entry's comparison with the revision before it. */
  async openDiff(entry: Locator): Promise<RevisionDiff> {
    await entry.getByTestId('toggle-diff').click();
    const diff = this.root.getByTestId('revision-diff');
    await diff.waitFor();
    return new RevisionDiff(diff);
  }
}
