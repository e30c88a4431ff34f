import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../kernel/api.ts';
import { MemoryCache } from '../../../kernel/provider-api.ts';
import { BasicCaptcha, CAPTCHA_KEY_PREFIX, CAPTCHA_TTL_SECONDS, type IssuedCaptcha } from './basic-captcha.ts';

describe('BasicCaptcha.verify', () => {
  const clock = new ManualClock(1_790_000_000);
  const issue = async (cache: MemoryCache, id: string) => {
    const issued: IssuedCaptcha = { code: 'k7pq', expires_at: clock.now() + CAPTCHA_TTL_SECONDS };
    await cache.set(CAPTCHA_KEY_PREFIX + id, issued, CAPTCHA_TTL_SECONDS);
  };

  it('takes an answer once, even when two requests bring it at the same moment', async () => {
    const cache = new MemoryCache();
    const captcha = new BasicCaptcha(cache, clock);
    await issue(cache, 'c1');
    const results = await Promise.all([captcha.verify('c1', 'K7PQ'), captcha.verify('c1', 'k7pq'), captcha.verify('c1', 'k7pq')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await captcha.verify('c1', 'k7pq')).toBe(false);
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const cache = new MemoryCache();
    const captcha = new BasicCaptcha(cache, clock);
    await issue(cache, 'c2');
    expect(await captcha.verify('c2', 'zzzz')).toBe(false);
    expect(await captcha.verify('c2', 'k7pq')).toBe(false);
  });
});
