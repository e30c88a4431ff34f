import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { isFieldErrors } from '../api/api-error';
import type { CaptchaInfo } from '../app/types';
import { fetchCaptcha, type CaptchaAction, type CaptchaAnswer } from './captcha';

/** The dialog's code loads the first time the server asks for a captcha (most actions never do). */
const CaptchaModal = lazy(() => import('./captcha-modal').then((m) => ({ default: m.CaptchaModal })));

/** Rejection when the user closes the captcha dialog. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('captcha cancelled');
    this.name = 'CaptchaCancelled';
  }
}

/** The server's message on `captcha_code`, when that is what it refused. */
function captchaErrorOf(err: unknown): string | undefined {
  return isFieldErrors(err) ? err.byField().captcha_code : undefined;
}

interface Pending {
  call: (answer: CaptchaAnswer) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Runs an action behind a captcha when the server asks for one
 * (GET user/action/record → verify). A wrong code keeps the dialog open with the
 * server's message on the captcha field and a fresh image; other errors go to the caller.
 * `askFirst: false` skips the check and asks only once the call is refused for a captcha:
 * for frequent reads (search) that are rarely refused.
 */
export function useCaptchaFlow(action: CaptchaAction) {
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);
  const [error, setError] = useState('');
  const pending = useRef<Pending | null>(null);

  const refresh = useCallback(async () => {
    const next = await fetchCaptcha(action).catch(() => null);
    if (next) setCaptcha({ ...next, verify: true });
  }, [action]);

  const run = useCallback(
    async <T,>(call: (answer: CaptchaAnswer) => Promise<T>, options: { askFirst?: boolean } = {}): Promise<T> => {
      let info = options.askFirst === false ? null : await fetchCaptcha(action).catch(() => null);
      if (!info?.verify) {
        try {
          return await call({});
        } catch (err) {
          // The rule changed between the check and the call (another tab, a burst): ask now.
          if (!captchaErrorOf(err)) throw err;
          info = await fetchCaptcha(action).catch(() => null);
          if (!info?.verify) throw err;
        }
      }
      setError('');
      setCaptcha(info);
      return new Promise<T>((resolve, reject) => {
        pending.current = { call, resolve: resolve as (v: unknown) => void, reject };
      });
    },
    [action],
  );

  const finish = () => {
    pending.current = null;
    setCaptcha(null);
  };

  const verify = async (answer: CaptchaAnswer) => {
    const p = pending.current;
    if (!p) return;
    try {
      const result = await p.call(answer);
      finish();
      p.resolve(result);
    } catch (err) {
      const captchaError = captchaErrorOf(err);
      if (captchaError) {
        setError(captchaError);
        await refresh();
        return;
      }
      finish();
      p.reject(err);
    }
  };

  const close = () => {
    pending.current?.reject(new CaptchaCancelled());
    finish();
  };

  const modal = captcha && (
    <Suspense fallback={null}>
      <CaptchaModal captcha={captcha} error={error} onRefresh={() => void refresh()} onVerify={(a) => void verify(a)} onClose={close} />
    </Suspense>
  );
  return { run, modal };
}
