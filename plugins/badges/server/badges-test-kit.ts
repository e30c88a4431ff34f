import { expect } from 'vitest';
import type { TestServer, TestUser } from '../../../tests/support/test-server.ts';
import type { UserBadges } from '../schemas/badge.ts';

/** Helpers for the badge suites: members made as a site's admin makes them, and what they earned. */

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const MEMBER_PASSWORD = 'member-pass-1';

/** The plugins a badge suite boots: the posts, votes and profiles that earn badges, and the notices that tell of them. */
export const BADGE_PLUGINS = ['markdown', 'tags', 'questions', 'votes', 'users', 'notifications', 'badges'];

/** A member added through the admin's add-user, signed in. */
export async function addMember(server: TestServer, name: string): Promise<TestUser> {
  const admin = await server.admin();
  const email = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`;
  const added = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: MEMBER_PASSWORD }, { token: admin.token });
  expect(added.code, JSON.stringify(added)).toBe(200);
  return server.login(email, MEMBER_PASSWORD);
}

/** The member's badges as `badge/user/awards` lists them: name → times earned. */
export async function earned(server: TestServer, who: TestUser): Promise<Record<string, number>> {
  const res = await server.api.get<UserBadges>(`${V1}/badge/user/awards`, { query: { username: who.username } });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return Object.fromEntries(res.data.list.map((b) => [b.name, b.earned_count]));
}

/** Waits until the member holds `name` (awards follow the action's commit). */
export async function waitForBadge(server: TestServer, who: TestUser, name: string, times = 1): Promise<void> {
  await expect.poll(async () => (await earned(server, who))[name] ?? 0, { timeout: 10_000, interval: 50 }).toBe(times);
}

/** Upvotes a post as `who`. */
export async function upvote(server: TestServer, who: TestUser, objectId: string): Promise<void> {
  const res = await server.api.post(`${V1}/vote/up`, { object_id: objectId }, { token: who.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
}

/** The id of a badge by its English name, from `GET badges`. */
export async function badgeId(server: TestServer, name: string): Promise<string> {
  const res = await server.api.get<{ badges: { id: string; name: string }[] }[]>(`${V1}/badges`);
  const badge = res.data.flatMap((g) => g.badges).find((b) => b.name === name);
  if (!badge) throw new Error(`no active badge named ${name}`);
  return badge.id;
}
