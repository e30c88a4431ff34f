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

  async writeConfig(): Promise<void> {
    await this.next(3);
  }

  async siteAndAdmin(values: SiteAndAdmin): Promise<void> {
    await new FormObject(this.step(4)).fill({ ...values });
    await this.next(4);
  }

  private async next(step: number): Promise<void> {
    await this.page.getByTestId(`install-step-${step}`).getByRole('button').last().click();
  }
}
