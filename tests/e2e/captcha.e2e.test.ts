import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from '../../plugins/captcha-basic/server/basic-captcha.ts';
import { CaptchaModalObject } from './pages/captcha-modal';
import { LoginPage } from './pages/login-page';
import { E2E_PLUGINS } from './support/server';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';

describe('captcha after failed logins', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'captcha-basic'] });

  it('asks for a captcha once an address has failed three times, and a right answer gets in', async () => {
    const { page } = j.browser;
    // Which captcha id each image belongs to, as user/action/record sent them to the page.
    const issued = new Map<string, string>();
    page.on('response', (r: Response) => {
      if (!r.url().includes('/user/action/record')) return;
      void r.json().then((body: { data?: { captcha_id?: string; captcha_img?: string } }) => {
        if (body.data?.captcha_id && body.data.captcha_img) issued.set(body.data.captcha_img, body.data.captcha_id);
      });
    });
    const answerOf = async (src: string) => {
      await expect.poll(() => issued.has(src)).toBe(true);
      return (await j.server.kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + issued.get(src)))!.code;
    };

    const member = await j.server.createUser();
    const login = await new LoginPage(page).goto();
    for (let i = 0; i < 3; i++) {
      const answered = page.waitForResponse((r) => r.url().includes('/user/login/email'));
      await login.login(member.email, `wrong-password-${i}`);
      expect((await answered).status()).toBe(400);
      expect(await login.errorOf('e_mail')).not.toBe('');
    }

    // The next try shows the dialog instead of sending the password.
    await login.login(member.email, member.password);
    const modal = new CaptchaModalObject(page);
    await modal.image().waitFor();
    const first = await modal.imageSource();
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);

    // A wrong answer keeps the dialog open with the server's message and a new image.
    await modal.answer('zzzz');
    await modal.error().waitFor();
    await expect.poll(() => modal.imageSource()).not.toBe(first);

    await modal.answer(await answerOf(await modal.imageSource()));
    await page.getByTestId('user-menu').waitFor();
    expect(await modal.root.count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);
});
