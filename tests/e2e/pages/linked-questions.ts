import type { Locator, Page } from 'playwright-core';

/** The "Linked" card in a question page's sidebar (question-links plugin). */
export class LinkedCard {
  readonly root: Locator;
  constructor(page: Page) {
    this.root = page.getByTestId('linked-questions');
  }

  heading(): Locator {
    return this.root.getByRole('heading');
  }

  items(): Locator {
    return this.root.getByTestId('linked-question');
  }

  item(title: string): Locator {
    return this.items().filter({ hasText: title });
  }

  /** "All N": the link to every linked question, shown when the card holds only the first ones. */
  more(): Locator {
    return this.root.getByTestId('linked-more');
  }
}

/** `/linked/:qid`: every question linked to or from one question. */
export class LinkedPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('linked-page');
  }

  async goto(questionId: string): Promise<this> {
    await this.page.goto(`/linked/${questionId}`);
    await this.rows().first().or(this.root.getByTestId('linked-empty')).waitFor();
    return this;
  }

  rows(): Locator {
    return this.root.getByTestId('linked-row');
  }

  sortTab(name: string): Locator {
    return this.root.getByTestId('linked-sort').getByRole('link', { name });
  }

  backLink(): Locator {
    return this.root.getByTestId('linked-back');
  }
}
