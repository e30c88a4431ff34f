import type { Request, RequestHandler } from 'express';
import { isStaff, refuseFor, type Captcha, type RateCounter } from '../../../kernel/api.ts';

/**
 * Failed password logins, counted per client address (`login`) and per account (`login_account`,
 * keyed by the e-mail typed, so unknown addresses count the same as real ones). Successful
 * logins never count: many members behind one address all get in. The captcha provider is told
 * of each failure, and a success clears the address's failures, as Answer does.
 */
export class LoginThrottle {
  constructor(
    private readonly counter: RateCounter,
    private readonly captcha: () => Captcha | undefined,
  ) {}

  /** Refuses with 429 an address or account that already failed too often. */
  guard(): RequestHandler {
    return async (req, res, next) => {
      const wait = Math.max(await this.counter.waitFor('login', this.address(req)), await this.counter.waitFor('login_account', this.account(req)));
      if (wait > 0) refuseFor(res, wait);
      next();
    };
  }

  /** Counts a wrong e-mail or password; the next attempt past a limit meets the 429. */
  async failed(req: Request): Promise<void> {
    await this.counter.hit('login', this.address(req));
    await this.counter.hit('login_account', this.account(req));
    if (!isStaff(req.quorum.user)) await this.captcha()?.record('password', req);
  }

  async succeeded(req: Request): Promise<void> {
    await this.captcha()?.forget?.('password', req);
  }

  private address(req: Request): string {
    return `ip:${req.quorum.ip}`;
  }

  private account(req: Request): string {
    const email = String((req.body as { e_mail?: unknown } | undefined)?.e_mail ?? '');
    return `account:${email.trim().toLowerCase()}`;
  }
}
