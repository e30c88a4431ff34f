import type { Locator, Page } from 'playwright-core';

/** `/users/notifications/{inbox|achievement}` and the header's bell and trophy that open it. */
export class NotificationsPage {
  readonly root: Locator;
  constructor(private readonly page: Page) {
    this.root = page.getByTestId('notifications-page');
  }

  /** The header's bell or trophy. */
  headerIcon(type: 'inbox' | 'achievement'): Locator {
    return this.page.getByTestId('header').getByTestId(`nav-${type}`);
  }

  /** The red dot on the bell or trophy (absent while nothing is unseen). */
  headerDot(type: 'inbox' | 'achievement'): Locator {
    return this.page.getByTestId('header').getByTestId(`dot-${type}`);
  }

  async openFromHeader(type: 'inbox' | 'achievement'): Promise<this> {
    await this.headerIcon(type).click();
    await this.page.waitForURL(`**/users/notifications/${type}`);
    await this.root.waitFor();
    return this;
  }

  items(): Locator {
    return this.root.getByTestId('notification-item');
  }

  unreadItems(): Locator {
    return this.root.locator('[data-testid=notification-item][data-read=false]');
  }

  tab(type: 'inbox' | 'achievement'): Locator {
    return this.root.getByTestId(`notifications-tab-${type}`);
  }

  readAll(): Locator {
    return this.root.getByTestId('notifications-read-all');
  }

  /** Follows a notice's link to the post it is about (which marks it read). */
  async open(item: Locator): Promise<void> {
    await item.getByTestId('notification-link').click();
  }
}
