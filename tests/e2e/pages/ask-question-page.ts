import type { Locator, Page } from 'playwright-core';
import { FormObject } from './form';
import { MarkdownEditorObject } from './markdown-editor';

/** `/questions/ask`. */
export class AskQuestionPage extends FormObject {
  readonly body: MarkdownEditorObject;
  constructor(private readonly page: Page) {
    super(page.getByTestId('ask-form'));
    this.body = new MarkdownEditorObject(page, 'question-editor');
  }

  async goto(): Promise<this> {
    await this.page.goto('/questions/ask');
    await this.root.waitFor();
    return this;
  }

  similar(): Locator {
    return this.page.getByTestId('similar-questions');
  }

  /** Types a tag into the selector and presses Enter (picks the suggestion or makes a new tag). */
  async addTag(name: string): Promise<void> {
    const input = this.root.locator('[name="tag_search"]');
    await input.fill(name);
    await this.page.getByTestId('tag-suggestions').waitFor();
    await input.press('Enter');
    await this.root.getByTestId('selected-tag').filter({ hasText: name }).waitFor();
  }

  /** The tag a duplicate entry highlights (for 2 seconds). */
  highlightedTag(): Locator {
    return this.root.locator('[data-testid=selected-tag][data-highlight=true]');
  }

  selectedTags(): Locator {
    return this.root.getByTestId('selected-tag');
  }

  /** Posts the question and waits for its page; returns the question id. */
  async post(): Promise<string> {
    await this.root.getByTestId('post-question').click();
    await this.page.waitForURL(/\/questions\/\d+/);
    return /\/questions\/(\d+)/.exec(this.page.url())![1]!;
  }
}
