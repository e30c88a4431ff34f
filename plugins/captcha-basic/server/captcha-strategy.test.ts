import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaPoint, ManualClock, Role, type CaptchaAction } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { CAPTCHA_KEY_PREFIX, CAPTCHA_TTL_SECONDS, type IssuedCaptcha } from './basic-captcha.ts';

const API = '/answer/api/v1';
const BODY = 'The body of a question, long enough to pass the minimum.';

interface Row {
  action: CaptchaAction;
  /** Attempts allowed before a captcha is asked (spaced further apart than any gap rule). */
  free: number;
  /** Seconds after one attempt during which the next is asked for a captcha (0: none). */
  gap: number;
  /** Seconds after which an idle count starts over (0: it lasts the day). */
  window: number;
  /** Counted per client address even for a signed-in member. */
  perAddress?: boolean;
}

/** Answer's captcha_strategy.go, one row per action. */
const RULES: Row[] = [
  { action: 'email', free: 0, gap: 0, window: 0, perAddress: true },
  { action: 'password', free: 3, gap: 0, window: 1800, perAddress: true },
  { action: 'edit_userinfo', free: 3, gap: 0, window: 1800 },
  { action: 'question', free: 10, gap: 5, window: 0 },
  { action: 'answer', free: 10, gap: 5, window: 0 },
  { action: 'comment', free: 30, gap: 1, window: 0 },
  { action: 'report', free: 30, gap: 1, window: 0 },
  { action: 'delete', free: 5, gap: 5, window: 0 },
  { action: 'edit', free: 10, gap: 0, window: 0 },
  { action: 'invitation_answer', free: 30, gap: 0, window: 0 },
  { action: 'vote', free: 40, gap: 0, window: 0 },
  { action: 'search', free: 20, gap: 0, window: 60 },
];

describe.each(testEngines())('captcha-basic on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const clock = new ManualClock(Date.UTC(2030, 0, 15, 8) / 1000);

  beforeAll(async () => {
    server = await startTestServer({ engine, clock, plugins: ['markdown', 'tags', 'questions', 'captcha-basic'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  const asks = async (action: CaptchaAction, user?: TestUser) => {
    const res = await server.api.get<{ verify: boolean; captcha_id?: string; captcha_img?: string }>(`${API}/user/action/record`, { query: { action }, token: user?.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };
  const provider = () => server.kernel.host.extensions.one(CaptchaPoint)!;
  /** A request of `user` from the test client's address, as the provider reads whose attempt it is. */
  const from = (user: TestUser) => ({ quorum: { ip: '127.0.0.1', user: { id: user.id } } }) as unknown as Request;
  const answerOf = async (id: string) => (await server.kernel.cache.get<IssuedCaptcha>(CAPTCHA_KEY_PREFIX + id))!.code;

  it.each(RULES)('$action: asked after $free attempts, within $gap s of the last, and never of staff', async (row) => {
    const member = await server.createUser();
    const moderator = await server.createUser({ role: Role.moderator });
    await provider().forget!(row.action, from(member));
    for (let i = 0; i < row.free; i++) {
      expect((await asks(row.action, member)).verify, `attempt ${i + 1}`).toBe(false);
      await provider().record(row.action, from(member));
      clock.advance(row.gap + 1);
    }
    const asked = await asks(row.action, member);
    expect(asked).toMatchObject({ verify: true, captcha_img: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    // Counted per address: another member behind the same address is asked too; per member, not.
    expect((await asks(row.action, await server.createUser())).verify).toBe(!!row.perAddress);
    expect(await asks(row.action, moderator)).toEqual({ verify: false });
    expect(await asks(row.action, admin)).toEqual({ verify: false });
    if (row.window > 0) {
      clock.advance(row.window + 1);
      expect((await asks(row.action, member)).verify).toBe(false);
    }
    if (row.gap > 0) {
      const other = await server.createUser();
      await provider().record(row.action, from(other));
      expect((await asks(row.action, other)).verify).toBe(true);
      clock.advance(row.gap + 1);
      expect((await asks(row.action, other)).verify).toBe(false);
    }
  });

  it('asks for a captcha at each mail a visitor causes; an answer works once', async () => {
    const register = (extra: object = {}) =>
      server.api.post(`${API}/user/register/email`, { name: 'Captcha Person', e_mail: 'captcha-person@example.org', pass: 'a-good-password-1', ...extra });
    expect(await register()).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const challenge = await asks('email');
    expect(await register({ captcha_id: challenge.captcha_id, captcha_code: 'zzzz' })).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    // The wrong try used the image up: its right answer no longer works either.
    expect(await server.kernel.cache.get(CAPTCHA_KEY_PREFIX + challenge.captcha_id)).toBeUndefined();
    const next = await asks('email');
    const code = await answerOf(next.captcha_id!);
    expect((await register({ captcha_id: next.captcha_id, captcha_code: code.toUpperCase() })).code).toBe(200);
    const reset = await server.api.post(`${API}/user/password/reset`, { e_mail: 'captcha-person@example.org', captcha_id: next.captcha_id, captcha_code: code });
    expect(reset).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
  });

  it('takes an answer for 6 minutes of the site clock, not a second longer', async () => {
    expect(CAPTCHA_TTL_SECONDS).toBe(6 * 60);
    const reset = (challenge: { captcha_id?: string }, code: string) =>
      server.api.post(`${API}/user/password/reset`, { e_mail: 'nobody@example.org', captcha_id: challenge.captcha_id, captcha_code: code });
    const inTime = await asks('email');
    const inTimeCode = await answerOf(inTime.captcha_id!);
    clock.advance(CAPTCHA_TTL_SECONDS - 1);
    expect((await reset(inTime, inTimeCode)).code).toBe(200);

    const late = await asks('email');
    const lateCode = await answerOf(late.captcha_id!);
    clock.advance(CAPTCHA_TTL_SECONDS);
    expect(await reset(late, lateCode)).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    // Used up by the late try as well: no second chance with the same image.
    expect(await server.kernel.cache.get(CAPTCHA_KEY_PREFIX + late.captcha_id)).toBeUndefined();
  });

  it('asks a member posting a second question within 5 seconds, and staff never', async () => {
    const member = await server.createUser();
    const post = (user: TestUser, title: string, extra: object = {}) =>
      server.api.post(`${API}/question`, { title, content: BODY, tags: [{ slug_name: 'captcha-test', display_name: 'captcha-test' }], ...extra }, { token: user.token });
    await post(admin, 'The admin makes the tag for the captcha test');
    expect((await post(member, 'A first question in a quiet minute')).code).toBe(200);
    expect(await post(member, 'A second question right after the first')).toMatchObject({ status: 400, data: [{ error_field: 'captcha_code' }] });
    const challenge = await asks('question', member);
    expect(challenge.verify).toBe(true);
    const code = await answerOf(challenge.captcha_id!);
    expect((await post(member, 'A second question right after the first', { captcha_id: challenge.captcha_id, captcha_code: code })).code).toBe(200);
    expect((await post(admin, 'The admin asks again at once')).code).toBe(200);
    expect((await post(admin, 'And once more without waiting')).code).toBe(200);
  });
});
