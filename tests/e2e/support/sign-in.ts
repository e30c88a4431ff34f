import type { Page } from 'playwright-core';
import type { TestUser } from '../../support/test-server';
import { Header } from '../pages/header';
import { LoginPage } from '../pages/login-page';

/** Signs `user` in through the login page, signing out whoever is signed in first. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto('/');
  const header = new Header(page);
  await header.userMenu().or(header.loginLink()).waitFor();
  if (await header.userMenu().isVisible()) await header.logout();
  await (await new LoginPage(page).goto()).loginAs(user.email, user.password);
}
