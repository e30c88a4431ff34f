import type { Locator, Page } from 'playwright-core';
import { RevisionDiff } from './revision-diff';

/** `/review` and the header's way to it. */
export class ReviewPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('review-page');
  }

  headerLink(): Locator {
    return this.page.getByTestId('header').getByTestId('nav-review');
  }

  headerDot(): Locator {
    return this.page.getByTestId('header').getByTestId('dot-review');
  }

  async openFromHeader(): Promise<this> {
    await this.headerLink().click();
    await this.page.waitForURL('**/review');
    await this.root.waitFor();
    return this;
  }

  /** The suggestion shown now. */
  item(): Locator {
    return this.root.getByTestId('suggested-edit');
  }

  diff(): RevisionDiff {
    return new RevisionDiff(this.item().getByTestId('revision-diff'));
  }

  async decide(action: 'approve' | 'reject' | 'skip'): Promise<void> {
    await this.root.getByTestId(`review-${action}`).click();
  }

  /** "N suggestions wait for review." */
  count(): Locator {
    return this.root.getByTestId('review-count');
  }

  /** Shown when every remaining suggestion was skipped. */
  skippedAll(): Locator {
    return this.root.getByTestId('review-skipped-all');
  }

  async startOver(): Promise<void> {
    await this.skippedAll().getByRole('button').click();
  }

  empty(): Locator {
    return this.root.getByTestId('review-empty');
  }

  /** A queue's tab (Answer 2.0's names: queued_post, suggested_post_edit, flagged_post). */
  tab(name: 'queued_post' | 'suggested_post_edit' | 'flagged_post'): Locator {
    return this.root.getByTestId(`review-tab-${name}`);
  }

  /** The held new post shown now. */
  queuedItem(): Locator {
    return this.root.getByTestId('queued-post');
  }

  async decideQueued(action: 'approve' | 'reject' | 'skip'): Promise<void> {
    await this.root.getByTestId(`queued-${action}`).click();
  }

  queuedEmpty(): Locator {
    return this.root.getByTestId('queued-empty');
  }
}
