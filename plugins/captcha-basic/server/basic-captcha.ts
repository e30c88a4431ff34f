import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Cache, Captcha, CaptchaAction, Clock } from '../../../kernel/api.ts';
import type { CaptchaChallenge } from '../../../kernel/provider-api.ts';
import { CAPTCHA_RULES, keepSeconds, needsCaptcha, ruleAction, type ActionRecord } from './captcha-strategy.ts';
import { captchaActor, captchaGuard } from './captcha-guard.ts';

/** An answer is good for 6 minutes, as in Answer. */
export const CAPTCHA_TTL_SECONDS = 360;
const CODE_LENGTH = 4;
// Letters a reader confuses with each other (0/o/O, 1/l/I/i) are left out.
const CONFUSABLE = '0oO1lIi';

/** Where an issued captcha's answer is kept (the kernel's cache): `<prefix><captcha_id>`. */
export const CAPTCHA_KEY_PREFIX = 'captcha-basic:code:';

/** An issued captcha's answer and when it stops counting (the site clock's seconds). */
export interface IssuedCaptcha {
  code: string;
  expires_at: number;
}

/**
 * Image captchas drawn on the server (glyphs as SVG paths, so the answer is not in the markup
 * as text) and Answer's strategy for when to ask. Counters and answers live in the Cache port,
 * so every process of a site sees the same ones.
 */
export class BasicCaptcha implements Captcha {
  readonly id = 'captcha-basic';

  constructor(
    private readonly cache: Cache,
    private readonly clock: Clock,
  ) {}

  guard(action: CaptchaAction, options?: { record?: boolean }): RequestHandler {
    return captchaGuard(this, action, options);
  }

  async challenge(action: CaptchaAction, req: Request, options: { issue?: boolean } = {}): Promise<CaptchaChallenge> {
    const name = ruleAction(action);
    const record = await this.cache.get<ActionRecord>(this.recordKey(name, captchaActor(req, action)));
    if (!needsCaptcha(CAPTCHA_RULES[name], record, this.clock.now())) return { verify: false };
    if (options.issue === false) return { verify: true };
    return { verify: true, ...(await this.issue()) };
  }

  async record(action: CaptchaAction, req: Request): Promise<void> {
    const name = ruleAction(action);
    const rule = CAPTCHA_RULES[name];
    const key = this.recordKey(name, captchaActor(req, action));
    const now = this.clock.now();
    const previous = await this.cache.get<ActionRecord>(key);
    const fresh = !previous || (rule.within !== undefined && now - previous.last > rule.within);
    await this.cache.set(key, { num: fresh ? 1 : previous.num + 1, last: now } satisfies ActionRecord, keepSeconds(rule));
  }

  async forget(action: CaptchaAction, req: Request): Promise<void> {
    await this.cache.delete(this.recordKey(ruleAction(action), captchaActor(req, action)));
  }

  async verify(captchaId: string | undefined, code: string | undefined): Promise<boolean> {
    if (!captchaId || !code) return false;
    const key = CAPTCHA_KEY_PREFIX + captchaId;
    // Used once, right or wrong: a second try needs a new image. Taken in one step, so two
    // requests sent at once with the same answer cannot both pass.
    const issued = await this.cache.take<IssuedCaptcha>(key);
    // Expiry follows the site clock (the cache's own TTL only clears old entries away).
    if (!issued || issued.expires_at <= this.clock.now()) return false;
    const given = Buffer.from(code.trim().toLowerCase());
    const expected = Buffer.from(issued.code.toLowerCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * A new image and its id; the answer stays on the server. svg-captcha is imported with the
   * first image, not with the plugin: it parses its font when loaded, ~1.4 MB of live heap,
   * ~3 MB of peak RSS at the heap's growth, in every process of a site that shows no captcha
   * (docs/perf.md, 2026-11-29 17:06 UTC). Node keeps a module once imported.
   */
  private async issue(): Promise<{ captcha_id: string; captcha_img: string }> {
    const { default: svgCaptcha } = await import('svg-captcha');
    const image = svgCaptcha.create({ size: CODE_LENGTH, ignoreChars: CONFUSABLE, noise: 2, color: true, background: '#f4f5f7' });
    const id = randomBytes(16).toString('hex');
    const issued: IssuedCaptcha = { code: image.text, expires_at: this.clock.now() + CAPTCHA_TTL_SECONDS };
    await this.cache.set(CAPTCHA_KEY_PREFIX + id, issued, CAPTCHA_TTL_SECONDS);
    return { captcha_id: id, captcha_img: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
  }

  /** Counts start over each (UTC) day, as Answer's keys carry the date. */
  private recordKey(action: string, actorKey: string): string {
    const day = new Date(this.clock.now() * 1000).toISOString().slice(0, 10);
    return `captcha-basic:record:${actorKey}:${action}:${day}`;
  }
}
