import type { Locator, Page } from 'playwright-core';
import { MarkdownEditorObject } from './markdown-editor';

/** A question or an answer on the question page. */
export class PostObject {
  constructor(private readonly page: Page, readonly root: Locator) {}

  body(): Locator {
    return this.root.getByTestId(/^(question|answer)-body$/);
  }

  voteCount(): Locator {
    return this.root.getByTestId('vote-count').first();
  }

  async voteUp(): Promise<void> {
    await this.root.getByTestId('vote-up').first().click();
  }

  bookmark(): Locator {
    return this.root.getByTestId('bookmark').first();
  }

  comments(): Locator {
    return this.root.getByTestId('comment-list').first().getByTestId('comment');
  }

  /** Opens the comment box and types, leaving the caret at the end (for @mentions). */
  async typeComment(text: string): Promise<Locator> {
    const list = this.root.getByTestId('comment-list').first();
    await list.getByTestId('add-comment').click();
    const box = list.getByTestId('comment-form').locator('textarea');
    await box.pressSequentially(text);
    return box;
  }

  async submitComment(): Promise<void> {
    const list = this.root.getByTestId('comment-list').first();
    const before = await list.getByTestId('comment').count();
    await list.getByTestId('comment-submit').click();
    await list.getByTestId('comment').nth(before).waitFor();
  }

  mentionSuggestions(): Locator {
    return this.root.getByTestId('mention-suggestions').getByRole('option');
  }

  /** Edit (after the server's edit check the edit page opens). */
  async edit(): Promise<void> {
    await this.root.getByTestId('edit-post').first().click();
  }

  /** One comment by its text. */
  comment(text: string): Locator {
    return this.comments().filter({ hasText: text });
  }

  showMoreComments(): Locator {
    return this.root.getByTestId('comment-list').first().getByTestId('show-more-comments');
  }

  /** Opens the staff dropdown and picks an action (close, reopen, pin…). */
  async staffAction(action: string): Promise<void> {
    await this.root.getByTestId('more-actions').first().click();
    await this.page.getByTestId(`action-${action}`).click();
  }
}

/** `/questions/:id(/:slug)`. */
export class QuestionPage {
  readonly root: Locator;
  readonly answerEditor: MarkdownEditorObject;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('question-detail');
    this.answerEditor = new MarkdownEditorObject(page, 'answer-editor');
  }

  async goto(id: string): Promise<this> {
    await this.page.goto(`/questions/${id}`);
    await this.root.waitFor();
    return this;
  }

  title(): Locator {
    return this.page.getByTestId('question-title');
  }

  question(): PostObject {
    return new PostObject(this.page, this.page.getByTestId('question-post'));
  }

  answers(): Locator {
    return this.page.getByTestId('answer');
  }

  answer(index: number): PostObject {
    return new PostObject(this.page, this.answers().nth(index));
  }

  async postAnswer(text: string): Promise<void> {
    const before = await this.answers().count();
    await this.answerEditor.type(text);
    await this.page.getByTestId('post-answer').click();
    await this.answers().nth(before).waitFor();
  }

  async accept(index: number): Promise<void> {
    await this.answers().nth(index).getByTestId('accept-answer').click();
    await this.answers().nth(index).and(this.page.locator('[data-accepted="true"]')).waitFor();
  }

  /** 'Your post is awaiting review…': shown to the author of a held question. */
  pendingNotice(): Locator {
    return this.page.getByTestId('question-pending-notice');
  }

  closedNotice(): Locator {
    return this.page.getByTestId('closed-notice');
  }

  /** Status of the question as the page shows it (1 normal, 2 closed). */
  async status(): Promise<string | null> {
    return this.root.getAttribute('data-status');
  }

  /** Confirms the open confirm dialog. */
  async confirm(): Promise<void> {
    await this.page.getByTestId('alert-modal').locator('.q-btn--primary').click();
  }
}
