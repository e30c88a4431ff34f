import type { Locator, Page } from 'playwright-core';

/** The shared bytemd editor (web/src/components/editor) inside a form. */
export class MarkdownEditorObject {
  readonly root: Locator;
  constructor(private readonly page: Page, testId: string) {
    this.root = page.getByTestId(testId);
  }

  /** Types at the end of the text, as a user would. */
  async type(text: string): Promise<void> {
    await this.root.locator('.CodeMirror').click();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.insertText(text);
  }

  async value(): Promise<string> {
    return this.root.locator('.CodeMirror').evaluate((el) => (el as unknown as { CodeMirror: { getValue(): string } }).CodeMirror.getValue());
  }

  /** Drops a file on the text, as dragging it from the desktop does. */
  async dropFile(file: { name: string; mimeType: string; text: string }): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle(({ name, mimeType, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: mimeType }));
      return data;
    }, file);
    await this.root.locator('.CodeMirror-scroll').dispatchEvent('drop', { dataTransfer });
  }

  /** A toolbar icon by its label (e.g. 'Bold', 'Diagram'). */
  icon(label: string): Locator {
    return this.root.locator(`.bytemd-toolbar-icon[aria-label="${label}"]`);
  }

  /** Opens a toolbar menu (shown on hover) and picks an entry. */
  async menu(label: string, item: string): Promise<void> {
    await this.root.locator('.CodeMirror').click();
    await this.page.keyboard.press('Control+End');
    await this.icon(label).hover();
    await this.page.locator('.bytemd-dropdown-item', { hasText: item }).first().click();
  }

  /** Replaces the whole text and selects it (e.g. to try the code rule on a selection). */
  async setAndSelect(text: string): Promise<void> {
    await this.root.locator('.CodeMirror').evaluate((el, value) => {
      const cm = (el as unknown as { CodeMirror: { setValue(v: string): void; execCommand(c: string): void } }).CodeMirror;
      cm.setValue(value);
      cm.execCommand('selectAll');
    }, text);
  }

  /** Clicks a toolbar icon that opens an insert form (Code, Link, Image) and returns the form. */
  async openForm(label: 'Code' | 'Link' | 'Image', kind: 'code' | 'link' | 'image'): Promise<Locator> {
    await this.icon(label).click();
    const dialog = this.page.getByTestId(`${kind}-dialog`);
    await dialog.waitFor();
    return dialog;
  }

  /** The open insert form's confirm button. */
  insertButton(dialog: Locator): Locator {
    return dialog.getByTestId('insert-confirm');
  }

  /** The server-rendered live preview. */
  preview(): Locator {
    return this.root.getByTestId('editor-preview');
  }
}
