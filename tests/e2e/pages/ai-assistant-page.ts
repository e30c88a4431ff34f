import type { Locator, Page } from 'playwright-core';
import { openFromAdminMenu } from './admin-menu';

/** The member's `/ai-assistant`, reached from the header (behind the burger on a phone). */
export class AiAssistantPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('ai-assistant-page');
  }

  async openFromHeader(): Promise<this> {
    await this.page.goto('/questions');
    const burger = this.page.locator('.q-header__burger');
    const link = this.page.getByTestId('nav-ai-assistant');
    await this.page.getByTestId('header').waitFor();
    if (await burger.isVisible()) await burger.click();
    await link.click();
    await this.root.waitFor();
    return this;
  }

  /** Sends a message and waits for the reply to finish streaming and be stored (its votes show). */
  async ask(message: string): Promise<Locator> {
    const before = await this.replies().count();
    await this.root.getByTestId('ai-message').fill(message);
    await this.root.getByTestId('ai-send').click();
    const reply = this.replies().nth(before);
    await reply.getByTestId('ai-vote-helpful').waitFor();
    return reply;
  }

  replies(): Locator {
    return this.root.getByTestId('ai-record-assistant');
  }

  conversations(): Locator {
    return this.root.getByTestId('ai-conversation-link');
  }
}

/** `/admin/ai-settings`. */
export class AdminAiSettingsPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('admin-ai-settings');
  }

  async openFromMenu(label: string): Promise<this> {
    await openFromAdminMenu(this.page, label);
    await this.root.waitFor();
    return this;
  }

  field(name: string): Locator {
    return this.root.locator(`[name=${name}]`);
  }

  /** Lists the provider's models and picks one from the list. */
  async chooseModel(model: string): Promise<void> {
    await this.root.getByTestId('ai-check-models').click();
    const choice = this.root.getByTestId('ai-model-choice');
    await choice.waitFor();
    await choice.selectOption(model);
  }

  async save(): Promise<void> {
    await this.root.getByTestId('ai-settings-save').click();
  }
}

/** `/admin/ai-assistant`: every conversation, its detail and delete. */
export class AdminAiConversationsPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('admin-ai-conversations');
  }

  async openFromMenu(label: string): Promise<this> {
    await openFromAdminMenu(this.page, label);
    await this.root.waitFor();
    return this;
  }

  row(topic: string): Locator {
    return this.root.getByTestId('ai-admin-row').filter({ hasText: topic });
  }

  async open(topic: string): Promise<Locator> {
    await this.row(topic).getByTestId('ai-admin-open').click();
    const modal = this.page.getByTestId('ai-admin-modal');
    await modal.getByTestId('ai-records').waitFor();
    return modal;
  }

  /** Deletes from the open conversation's dialog, confirming. */
  async deleteOpen(): Promise<void> {
    await this.page.getByTestId('ai-admin-modal-delete').click();
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
    await this.page.getByTestId('ai-admin-modal').waitFor({ state: 'detached' });
  }
}
