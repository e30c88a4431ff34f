import type { Locator } from 'playwright-core';

/** The revisions plugin's diff view (timelines and /review). */
export class RevisionDiff {
  constructor(readonly root: Locator) {}

  /** Inline or side by side; markdown or rendered text. */
  async show(choice: 'inline' | 'split' | 'markdown' | 'rendered'): Promise<void> {
    await this.root.getByTestId(`diff-${choice}`).click();
  }

  /** The words added, as marked in the body (the last field). */
  async added(): Promise<string[]> {
    return this.root.getByTestId('diff-field').last().locator('ins').allInnerTexts();
  }

  async removed(): Promise<string[]> {
    return this.root.getByTestId('diff-field').last().locator('del').allInnerTexts();
  }

  /** The new text's column in the side-by-side layout. */
  after(): Locator {
    return this.root.getByTestId('diff-after').last();
  }

  before(): Locator {
    return this.root.getByTestId('diff-before').last();
  }
}
