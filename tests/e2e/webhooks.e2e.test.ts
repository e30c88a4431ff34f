import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import { LoopbackReceiver, verifySignature } from '../../plugins/webhooks/server/webhook-receiver-test-kit';
import { AdminWebhooksPage } from './pages/admin-webhooks-page';
import { Toasts } from './pages/toast';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';

/**
 * Issue 27 item 4 as an admin meets it, at 1280 and 390 px: a webhook added from the admin menu to
 * a receiver on loopback, its secret shown once, a bad address refused under its field, the test
 * button, a question's delivery in the log, and the webhook deleted. Then item 5's chat channel:
 * a Slack-compatible format offers new questions only, takes no secret, and its address shows masked.
 */
describe('the admin webhooks screen', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'webhooks', 'notification-chat'] });
  const fits = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  for (const width of [1280, 390]) {
    it(`adds, tests, reads the log of and deletes a webhook at ${width} px`, async () => {
      const receiver = await LoopbackReceiver.start();
      try {
        const admin = await j.server.admin();
        const { page } = j.browser;
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, admin);
        const screen = await new AdminWebhooksPage(page).openFromMenu();
        const url = receiver.url(`/journey-${width}`);

        const dialog = await screen.fillNew('ftp://files.example.org/hooks', ['New answer']);
        await screen.save();
        await dialog.getByText('The address must start with http:// or https://.').waitFor();
        await j.browser.screenshot(`webhooks-${width}-dialog`);
        expect(await fits()).toBe(true);
        await dialog.locator('input[name=url]').fill(url);
        await screen.save();
        const secret = await screen.takeSecret();
        expect(secret).toMatch(/^whsec_/);
        await screen.row(url).waitFor();
        expect(await screen.row(url).getByTestId('webhook-state').getAttribute('data-state')).toBe('on');
        expect(await page.content()).not.toContain(secret);

        await screen.row(url).getByTestId('webhook-test').click();
        await new Toasts(page).waitForText(/The receiver accepted the test event/);
        const [probe] = await receiver.waitFor(`/journey-${width}`, 1);
        expect(verifySignature(secret, probe!.headers['x-quorum-signature'] as string, probe!.body)).toBe(true);

        await ask(j.server, admin, `A question the webhook tells about at ${width} px`, [{ slug_name: 'webhooks-journey', display_name: 'webhooks-journey' }]);
        await receiver.waitFor(`/journey-${width}`, 2);
        const log = await screen.openLog(url);
        await log.getByTestId('webhook-delivery').filter({ hasText: 'New question' }).filter({ hasText: 'Delivered' }).waitFor();
        expect(await log.getByTestId('webhook-delivery').count()).toBe(2);
        await j.browser.screenshot(`webhooks-${width}-log`);
        expect(await fits()).toBe(true);
        await log.locator('.q-modal__footer .q-btn').click();

        await j.browser.screenshot(`webhooks-${width}`);
        expect(await fits()).toBe(true);
        await screen.delete(url);
        await page.getByTestId('webhooks-empty').waitFor();
      } finally {
        await receiver.close();
      }
    }, JOURNEY_TIMEOUT_MS);
  }

  it('adds a Slack-compatible chat channel for tagged questions, whose address then shows masked', async () => {
    const receiver = await LoopbackReceiver.start();
    try {
      const admin = await j.server.admin();
      const { page } = j.browser;
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, admin);
      const screen = await new AdminWebhooksPage(page).openFromMenu();
      const dialog = await screen.fillNew(receiver.url('/services/T1/B1/KEY'), []);
      await dialog.locator('select[name=format]').selectOption('slack');
      expect(await dialog.getByRole('checkbox', { name: /New/ }).count()).toBe(1);
      expect(await dialog.locator('input[name=secret]').count()).toBe(0);
      await dialog.locator('input[name=tags]').fill('deploy, ops');
      await screen.save();
      await dialog.waitFor({ state: 'detached' });
      const masked = `${new URL(receiver.url()).origin}/…`;
      await screen.row(masked).filter({ hasText: 'Slack-compatible chat' }).filter({ hasText: 'Tags: deploy, ops' }).waitFor();
      expect(await page.content()).not.toContain('KEY');
      await screen.row(masked).getByTestId('webhook-test').click();
      await new Toasts(page).waitForText(/The receiver accepted the test event/);
      const [message] = await receiver.waitFor('/services/T1/B1/KEY', 1);
      expect(message!.json.text).toMatch(/^Test message from Quorum Test/);
      await j.browser.screenshot('webhooks-1280-chat');
      await screen.delete(masked);
    } finally {
      await receiver.close();
    }
  }, JOURNEY_TIMEOUT_MS);
});
