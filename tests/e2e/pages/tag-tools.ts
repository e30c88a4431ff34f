import type { Locator, Page } from 'playwright-core';

/** A tag's wiki page (`/tags/:slug/info`) with the staff tools: synonyms, delete, merge, recover. */
export class TagInfoPage {
  readonly root: Locator;
  readonly mergeDialog: Locator;
  readonly deleteDialog: Locator;
  readonly recoverDialog: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('tag-info');
    this.mergeDialog = page.getByTestId('tag-merge-dialog');
    this.deleteDialog = page.getByTestId('tag-delete-dialog');
    this.recoverDialog = page.getByTestId('tag-recover-dialog');
  }

  async goto(slug: string): Promise<this> {
    await this.page.goto(`/tags/${encodeURIComponent(slug)}/info`);
    await this.root.waitFor();
    return this;
  }

  tool(name: 'delete-tag' | 'merge-tag' | 'recover-tag' | 'edit-synonyms'): Locator {
    return this.root.getByTestId(name);
  }

  deletedNotice(): Locator {
    return this.root.getByTestId('tag-deleted');
  }

  synonyms(): Promise<string[]> {
    return this.root.getByTestId('synonym').allInnerTexts();
  }

  /** Opens the synonyms editor, types each new synonym (Enter adds it) and saves. */
  async addSynonyms(...names: string[]): Promise<void> {
    await this.tool('edit-synonyms').click();
    const input = this.root.getByTestId('synonyms-selector').locator('input[name=tag_search]');
    for (const name of names) {
      await input.fill(name);
      await this.root.getByTestId('synonyms-selector').getByTestId('tag-suggestions').waitFor();
      await input.press('Enter');
    }
    await this.root.getByTestId('synonyms-save').click();
    await this.root.getByTestId('synonyms-editor').waitFor({ state: 'detached' });
  }

  /** Opens the merge dialog and picks the target found by `search` whose name is `name`. */
  async pickMergeTarget(search: string, name: string): Promise<void> {
    if (!(await this.mergeDialog.isVisible())) await this.tool('merge-tag').click();
    await this.mergeDialog.locator('input[name=target_tag]').fill(search);
    await this.mergeDialog.getByTestId('merge-suggestions').getByRole('button', { name }).click();
  }

  mergeError(): Locator {
    return this.mergeDialog.getByTestId('merge-error');
  }
}

/** `/tags?order=deleted`, the staff's list of deleted tags. */
export class DeletedTagsPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('tag-list');
  }

  async goto(): Promise<this> {
    await this.page.goto('/tags?order=deleted');
    await this.root.waitFor();
    return this;
  }

  cards(): Locator {
    return this.root.getByTestId('tag-card');
  }
}
