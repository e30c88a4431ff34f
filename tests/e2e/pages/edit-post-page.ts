import type { Page } from 'playwright-core';
import { FormObject } from './form';
import { MarkdownEditorObject } from './markdown-editor';

/** `/posts/:qid/edit` and `/posts/:qid/:aid/edit`. */
export class EditPostPage extends FormObject {
  readonly body: MarkdownEditorObject;
  constructor(private readonly page: Page, kind: 'question' | 'answer') {
    super(page.getByTestId(`edit-${kind}-form`));
    this.body = new MarkdownEditorObject(page, `${kind}-editor`);
  }

  async shown(): Promise<this> {
    await this.page.waitForURL(/\/posts\/\d+(\/\d+)?\/edit$/);
    await this.root.waitFor();
    return this;
  }

  /** Saves and waits for the question page again. */
  async save(): Promise<void> {
    await this.root.getByTestId('save-edit').click();
    await this.page.waitForURL(/\/questions\/\d+/);
  }
}
