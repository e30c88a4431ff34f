import type { Locator, Page } from 'playwright-core';
import { waitForHydration } from '../support/hydration';
import { FormObject } from './form';

/** `/tags` and `/tags/:slug`. */
export class TagPages {
  constructor(private readonly page: Page) {}

  async list(): Promise<Locator> {
    await this.page.goto('/tags');
    const list = this.page.getByTestId('tag-list');
    await list.waitFor();
    return list.getByTestId('tag-card');
  }

  async open(slug: string): Promise<Locator> {
    await this.page.goto(`/tags/${encodeURIComponent(slug)}`);
    const detail = this.page.getByTestId('tag-detail');
    await detail.waitFor();
    // server-rendered: its links are followed right after, so they must be React's by then
    await waitForHydration(this.page);
    return detail;
  }

  followButton(): Locator {
    return this.page.getByTestId('follow-tag');
  }

  questionRows(): Locator {
    return this.page.getByTestId('tag-detail').getByTestId('question-row');
  }
}

/** `/tags/create` (staff). */
export class CreateTagPage extends FormObject {
  constructor(private readonly page: Page) {
    super(page.getByTestId('create-tag-form'));
  }

  async goto(): Promise<this> {
    await this.page.goto('/tags/create');
    await this.root.waitFor();
    return this;
  }

  /** Creates the tag and waits for its page. */
  async create(displayName: string, slug: string): Promise<void> {
    await this.fill({ display_name: displayName, slug_name: slug });
    await this.submit();
    await this.page.waitForURL((url) => url.pathname === `/tags/${encodeURIComponent(slug)}`);
  }
}
