import type { Locator } from 'playwright-core';
import { waitForReact } from '../support/hydration';

/** Helpers shared by the hand-written forms (TextField markup). */
export class FormObject {
  constructor(protected readonly root: Locator) {}

  input(name: string): Locator {
    return this.root.locator(`[name="${name}"]`);
  }

  async fill(values: Record<string, string>): Promise<void> {
    await waitForReact(this.root);
    for (const [name, value] of Object.entries(values)) await this.input(name).fill(value);
  }

  /** The error shown under a field, once it appears. */
  async errorOf(name: string): Promise<string> {
    const error = this.root.locator(`[data-field="${name}"] .q-field__error`);
    await error.waitFor();
    return error.innerText();
  }

  /** How many field errors the form shows. */
  async errorCount(): Promise<number> {
    return this.root.locator('.q-field__error').count();
  }

  async submit(): Promise<void> {
    await waitForReact(this.root);
    await this.root.locator('button[type=submit]').first().click();
  }
}
