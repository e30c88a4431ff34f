import type { Cache } from '../../../kernel/api.ts';
import { CAPTCHA_KEY_PREFIX, type IssuedCaptcha } from './basic-captcha.ts';

/** The answer to a captcha this plugin issued, read where it keeps it: how tests solve one. */
export async function issuedCaptchaCode(cache: Cache, captchaId: string): Promise<string> {
  const issued = await cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + captchaId);
  if (!issued) throw new Error(`no captcha ${captchaId} is waiting for an answer`);
  return issued.code;
}
