/** Test helpers for the reputation suites: a server with the content plugins, actions through the API, the ledger read back. */
import { afterAll, beforeAll, expect } from 'vitest';
import { ManualClock } from '../../../kernel/api.ts';
import { startTestServer, type Engine, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { PRIVILEGE_KEYS } from '../schemas/privileges.ts';

export const V1 = '/answer/api/v1';
export const PLUGINS = ['tags', 'questions', 'votes', 'comments', 'reputation'];

/** A day boundary-safe start: noon UTC, so a test's actions never straddle midnight by accident. */
export function noonClock(): ManualClock {
  const now = Math.floor(Date.now() / 1000);
  return new ManualClock(now - (now % 86400) + 12 * 3600);
}

/**
 * A server for the ledger's arithmetic: privileges are opened to any member with reputation (a
 * custom level of 1 everywhere) so members of any figure may vote; privilege-routes.test.ts
 * covers the thresholds themselves.
 */
export async function bootReputation(engine: Engine, clock = noonClock()): Promise<TestServer & { clock: ManualClock }> {
  // mail-smtp keeps the activation mail in its outbox, where a test reads the link.
  const server = await startTestServer({ engine, plugins: [...PLUGINS, 'mail-smtp'], clock });
  const open = { level: 99, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: 1 })) };
  const res = await server.api.put('/answer/admin/api/setting/privileges', open, { token: (await server.admin()).token });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return Object.assign(server, { clock });
}

export function reputationKit(server: TestServer) {
  const ok = (res: { code: number }) => expect(res.code, JSON.stringify(res)).toBe(200);
  const kit = {
    async vote(user: TestUser, objectId: string, dir: 'up' | 'down', cancel = false): Promise<void> {
      ok(await server.api.post(`${V1}/vote/${dir}`, { object_id: objectId, is_cancel: cancel }, { token: user.token }));
    },
    /** Accepts `answerId`, or ('') takes the acceptance back. */
    async accept(asker: TestUser, questionId: string, answerId: string): Promise<void> {
      ok(await server.api.post(`${V1}/answer/acceptance`, { question_id: questionId, answer_id: answerId }, { token: asker.token }));
    },
    /** Staff delete, so answered questions and accepted answers can go too. */
    async remove(kind: 'question' | 'answer', id: string): Promise<void> {
      ok(await server.api.delete(`${V1}/${kind}`, { id }, { token: (await server.admin()).token }));
    },
    async recover(kind: 'question' | 'answer', id: string): Promise<void> {
      const body = kind === 'question' ? { question_id: id } : { answer_id: id };
      ok(await server.api.post(`${V1}/${kind}/recover`, body, { token: (await server.admin()).token }));
    },
    async rank(user: TestUser): Promise<number> {
      return (await server.kernel.userDirectory.cards([user.id])).get(user.id)!.rank;
    },
    /**
     * The sum of the member's live activity rows, or their figure when the ledger never touched
     * them (its first touch records the figure they had as an opening row).
     */
    async ledger(user: TestUser): Promise<number> {
      const touched = await server.kernel.db('reputation_member').where({ user_id: Number(user.id) }).first('user_id');
      if (!touched) return kit.rank(user);
      const row = await server.kernel.db('reputation_activity').where({ user_id: Number(user.id), cancelled: 0, revoked: 0 }).sum({ total: 'points' }).first();
      return Number(row?.total ?? 0);
    },
    /** Members starting at `rank` (recorded by the ledger as their opening balance). */
    async members(count: number, rank = 0): Promise<TestUser[]> {
      const users: TestUser[] = [];
      for (let i = 0; i < count; i++) users.push(await server.createUser());
      if (rank) await server.kernel.db('user').whereIn('id', users.map((u) => Number(u.id))).update({ rank });
      return users;
    },
  };
  return kit;
}

export type ReputationServer = Awaited<ReturnType<typeof bootReputation>>;
export type ReputationKit = ReturnType<typeof reputationKit>;

/**
 * The setup every ledger suite shares: a reputation server (bootReputation) and its kit for the
 * describe block this is called in, booted before its tests and closed after them. Read
 * `suite.server` and `suite.kit` inside the tests (they are set once the block's tests run).
 */
export function reputationSuite(engine: Engine): { server: ReputationServer; kit: ReputationKit } {
  const suite = {} as { server: ReputationServer; kit: ReputationKit };
  beforeAll(async () => {
    suite.server = await bootReputation(engine);
    suite.kit = reputationKit(suite.server);
  });
  afterAll(() => suite.server?.close());
  return suite;
}
