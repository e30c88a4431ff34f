import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from '../../../plugins/captcha-basic/server/basic-captcha.ts';
import type { TestServer } from '../../support/test-server';
import type { CaptchaModalObject } from '../pages/captcha-modal';

/** The right answer to the captcha the dialog shows, read from the kernel's cache. */
export function captchaAnswers(page: Page, server: () => TestServer) {
  // Which captcha id each image belongs to, as user/action/record sent them to the page.
  const issued = new Map<string, string>();
  page.on('response', (r: Response) => {
    if (!r.url().includes('/user/action/record')) return;
    void r.json().then((body: { data?: { captcha_id?: string; captcha_img?: string } }) => {
      if (body.data?.captcha_id && body.data.captcha_img) issued.set(body.data.captcha_img, body.data.captcha_id);
    });
  });
  return async (modal: CaptchaModalObject): Promise<string> => {
    await modal.image().waitFor();
    const src = await modal.imageSource();
    await expect.poll(() => issued.has(src)).toBe(true);
    return (await server().kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + issued.get(src)))!.code;
  };
}
