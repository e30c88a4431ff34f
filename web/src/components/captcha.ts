import { useCallback, useState } from 'react';
import { api } from '../api/client';
import type { CaptchaInfo } from '../app/types';
import type { CaptchaActionName } from '../../../schemas/api/captcha';

export type CaptchaAction = CaptchaActionName;
export type { CaptchaAnswer } from '../../../schemas/api/account-bodies';

/** Asks the server whether an action needs a captcha (GET user/action/record). */
export function fetchCaptcha(action: CaptchaAction): Promise<CaptchaInfo> {
  return api.get<CaptchaInfo>('/user/action/record', { action }, { ignore50x: true });
}

/** Captcha state for one action: check before submitting, refresh after each attempt. */
export function useCaptcha(action: CaptchaAction) {
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);
  const refresh = useCallback(async () => {
    const next = await fetchCaptcha(action).catch(() => null);
    setCaptcha(next);
    return next;
  }, [action]);
  const close = useCallback(() => setCaptcha(null), []);
  return { captcha, refresh, close };
}
