import type { Page } from 'playwright-core';

/** Opens an admin page from the admin menu by its link, as an admin finds it (on a phone the menu folds behind its button). */
export async function openFromAdminMenu(page: Page, linkName: string): Promise<void> {
  await page.goto('/admin');
  const menu = page.getByTestId('admin-menu');
  const link = menu.getByRole('link', { name: linkName });
  await menu.waitFor();
  const toggle = menu.getByTestId('side-menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await link.click();
}
