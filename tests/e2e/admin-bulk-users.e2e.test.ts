import { describe, expect, it } from 'vitest';
import { AdminUsersPage } from './pages/admin-users-page';
import { LoginPage } from './pages/login-page';
import { Toasts } from './pages/toast';
import { ADMIN, newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('admin bulk add', () => {
  const j = useJourney({ installed: true });

  it('lists every refused line, adds nobody, then adds all once the lines are fixed', async () => {
    const { page } = j.browser;
    await (await new LoginPage(page).goto()).loginAs(ADMIN.email, ADMIN.password);
    const [ann, ben] = [newMember('Bulkann'), newMember('Bulkben')];
    const users = await new AdminUsersPage(page).goto();
    const dialog = await users.addUsers([
      `${ann.name}, ${ann.email}, ${ann.password}`,
      `${ben.name}, ${ADMIN.email}, ${ben.password}`,
      'only two, parts',
    ]);
    const refused = users.refusedLines(dialog);
    await refused.nth(1).waitFor();
    const texts = await refused.allInnerTexts();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Line 2: e-mail/);
    expect(texts[1]).toMatch(/^Line 3/);
    await j.browser.screenshot('admin-bulk-users-refused');
    await dialog.locator('textarea[name=users]').fill([`${ann.name}, ${ann.email}, ${ann.password}`, `${ben.name}, ${ben.email}, ${ben.password}`].join('\n'));
    await dialog.locator('.q-modal__footer .q-btn--primary').click();
    await dialog.waitFor({ state: 'detached' });
    await new Toasts(page).waitForText('update success');
    await users.goto('bulkben');
    await page.getByTestId('admin-user-row').filter({ hasText: ben.email }).waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
