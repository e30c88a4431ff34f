import type { Locator, Page } from 'playwright-core';
import { FormObject } from './form';

export interface SiteAndAdmin {
  site_name: string;
  site_url: string;
  contact_email: string;
  name: string;
  email: string;
  password: string;
}

/** The five-step wizard at /install. */
export class InstallPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('install-page');
  }

  async goto(): Promise<this> {
    await this.page.goto('/install');
    await this.root.waitFor();
    return this;
  }

  step(n: 1 | 2 | 3 | 4 | 5): Locator {
    return this.page.getByTestId(`install-step-${n}`);
  }

  async currentStep(): Promise<number> {
    return Number(await this.page.getByTestId('install-progress').getAttribute('data-step'));
  }

  alert(): Locator {
    return this.page.getByTestId('install-alert');
  }

  installedNotice(): Locator {
    return this.page.getByTestId('install-installed');
  }

  async chooseLanguage(lang: string): Promise<void> {
    await this.step(1).locator('select[name=lang]').selectOption(lang);
    await this.next(1);
  }

  async sqlite(file: string): Promise<void> {
    const form = new FormObject(this.step(2));
    await form.input('db_type').selectOption('sqlite');
    await form.fill({ db_file: file });
    await this.next(2);
  }

  /** Step 2 as it opens: the engine and file the wizard prefills. */
  async databaseDefaults(): Promise<{ db_type: string; db_file: string }> {
    const form = new FormObject(this.step(2));
    return { db_type: await form.input('db_type').inputValue(), db_file: await form.input('db_file').inputValue() };
  }

  /** Goes on from `step` with what the form holds. */
  async accept(step: 1 | 2 | 3 | 4): Promise<void> {
    await this.next(step);
  }

  async writeConfig(): Promise<void> {
    await this.next(3);
  }

  async siteAndAdmin(values: Partial<SiteAndAdmin>): Promise<void> {
    await new FormObject(this.step(4)).fill({ ...values });
    await this.next(4);
  }

  /** The last step's way on: sign in, then the admin dashboard's next steps. */
  async setUpSite(): Promise<void> {
    await this.page.getByTestId('install-set-up').click();
  }

  private async next(step: number): Promise<void> {
    await this.page.getByTestId(`install-step-${step}`).getByRole('button').last().click();
  }
}
