import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../kernel/http/route-table.ts';
import { startTestServer, testEngines, TEST_PASSWORD, type TestServer, type TestUser } from '../support/test-server.ts';
import { builtInPlugins, enableAll } from '../support/built-in-plugins.ts';
import { answer, ask, comment, TAG } from '../support/posts.ts';

/**
 * Every API call Apache Answer 2.0.2's own UI makes (tests/api/answer-ui-calls.json, extracted from
 * its source by tests/tools/extract-answer-ui-calls.ts) made against a Quorum site with every
 * built-in plugin, as each role the UI makes it for, with ids from a site seeded through the API.
 * Each call must reach a route: Quorum's route table holds it, and the answer is neither the
 * envelope's unknown-path 404 (`base.not_found`; a missing object answers with its own reason)
 * nor a 5xx. The test client also checks every answer against the route's response schema.
 */

type Role = 'visitor' | 'member' | 'admin';
interface UiCall { method: string; path: string; roles: Role[]; usedIn: string[] }
interface Listed { method: string; path: string; owner?: string; reason: string }
const fixture = JSON.parse(readFileSync(new URL('./answer-ui-calls.json', import.meta.url), 'utf8')) as {
  calls: UiCall[];
  pending: Listed[];
  notServed: Listed[];
};
const key = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
const pending = new Set(fixture.pending.map(key));
const notServed = new Set(fixture.notServed.map(key));
const served = fixture.calls.filter((c) => !pending.has(key(c)) && !notServed.has(key(c)));

/** Ids of the seeded site, and makers of throwaway objects for the calls that destroy what they touch. */
interface Seed {
  server: TestServer;
  tokens: Record<Role, string | undefined>;
  admin: TestUser;
  member: TestUser;
  answerer: TestUser;
  questionId: string;
  answerId: string;
  commentId: string;
  tagId: string;
  badgeId: string;
  notificationId: string;
  revisionIds: string[];
  /** A member of its own (a call that changes its account, or an author the anti-spam captcha has not seen yet). */
  freshMember(): Promise<TestUser>;
  /** A question of its own, by a member of its own. */
  freshQuestion(): Promise<{ id: string; author: TestUser }>;
}

interface Request { query?: Record<string, string | number | boolean>; body?: unknown; token?: string }
type Params = (seed: Seed, role: Role) => Request | Promise<Request>;

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const page = { page: 1, page_size: 20 };

/** What the UI sends with each call (Answer's services and the pages that call them); calls not named send nothing. */
const PARAMS: Record<string, Params> = {
  [`GET ${V1}/activity/timeline`]: (s) => ({ query: { object_id: s.questionId, show_vote: false } }),
  [`GET ${V1}/activity/timeline/detail`]: (s) => ({ query: { new_revision_id: s.revisionIds[0]!, old_revision_id: s.revisionIds[1] ?? '0' } }),
  [`DELETE ${V1}/answer`]: async (s) => {
    const author = await s.freshMember();
    return { body: { id: await answer(s.server, author, s.questionId) }, token: author.token };
  },
  [`POST ${V1}/answer`]: (s) => ({ body: { question_id: s.questionId, content: 'Another answer, written the way the editor sends it.' } }),
  [`PUT ${V1}/answer`]: (s) => ({ body: { id: s.answerId, question_id: s.questionId, content: 'An answer edited through the UI, long enough.', edit_summary: 'wording' }, token: s.answerer.token }),
  [`POST ${V1}/answer/acceptance`]: (s) => ({ body: { question_id: s.questionId, answer_id: s.answerId }, token: s.member.token }),
  [`GET ${V1}/answer/info`]: (s) => ({ query: { id: s.answerId } }),
  [`GET ${V1}/answer/page`]: (s) => ({ query: { question_id: s.questionId, order: 'default', ...page } }),
  [`POST ${V1}/answer/recover`]: (s) => ({ body: { answer_id: s.answerId } }),
  // The AI assistant is off on this site: the chat is refused with its reason, and unknown conversations and replies are missing.
  [`GET ${V1}/ai/conversation`]: () => ({ query: { conversation_id: 'no-such-conversation' } }),
  [`GET ${V1}/ai/conversation/page`]: () => ({ query: page }),
  [`POST ${V1}/ai/conversation/vote`]: () => ({ body: { chat_completion_id: 'chatcmpl-none', vote_type: 'helpful', cancel: false } }),
  [`GET ${V1}/badge`]: (s) => ({ query: { id: s.badgeId } }),
  [`GET ${V1}/badge/awards/page`]: (s) => ({ query: { badge_id: s.badgeId, ...page } }),
  [`GET ${V1}/badge/user/awards`]: (s) => ({ query: { username: s.member.username, ...page } }),
  [`GET ${V1}/badge/user/awards/recent`]: (s) => ({ query: { username: s.member.username } }),
  [`POST ${V1}/chat/completions`]: () => ({ body: { conversation_id: '', messages: [{ role: 'user', content: 'What is this site about?' }] } }),
  [`POST ${V1}/collection/switch`]: (s) => ({ body: { group_id: '0', object_id: s.questionId, bookmark: true } }),
  [`DELETE ${V1}/comment`]: async (s) => {
    const author = await s.freshMember();
    return { body: { comment_id: await comment(s.server, author, s.questionId, 'A comment to delete again.') }, token: author.token };
  },
  [`POST ${V1}/comment`]: (s) => ({ body: { object_id: s.questionId, original_text: 'A comment from the question page.', mention_username_list: [] } }),
  [`PUT ${V1}/comment`]: (s) => ({ body: { comment_id: s.commentId, original_text: 'A comment, edited from the question page.' }, token: s.member.token }),
  [`GET ${V1}/comment/page`]: (s) => ({ query: { object_id: s.questionId, query_cond: 'vote', ...page } }),
  [`POST ${V1}/connector/binding/email`]: () => ({ body: { binding_key: 'no-such-binding', email: 'someone@quorum.test', must: false } }),
  [`DELETE ${V1}/connector/user/unbinding`]: () => ({ body: { external_id: 'no-such-login' } }),
  [`POST ${V1}/file`]: () => ({ body: { source: 'post' } }),
  [`POST ${V1}/follow`]: (s) => ({ body: { object_id: s.questionId, is_cancel: false } }),
  [`PUT ${V1}/follow/tags`]: () => ({ body: { slug_name_list: [TAG] } }),
  [`GET ${V1}/meta/reaction`]: (s) => ({ query: { object_id: s.questionId } }),
  [`PUT ${V1}/meta/reaction`]: (s) => ({ body: { object_id: s.questionId, emoji: 'heart', reaction: 'activate' } }),
  [`GET ${V1}/notification/page`]: () => ({ query: { type: 'inbox', ...page } }),
  [`PUT ${V1}/notification/read/state`]: (s) => ({ body: { id: s.notificationId }, token: s.member.token }),
  [`PUT ${V1}/notification/read/state/all`]: () => ({ body: { type: 'inbox' } }),
  [`PUT ${V1}/notification/status`]: () => ({ body: { type: 'inbox' } }),
  [`GET ${V1}/permission`]: () => ({ query: { action: 'question.add,question.edit,tag.add,tag.edit' } }),
  [`GET ${V1}/personal/answer/page`]: (s) => ({ query: { username: s.answerer.username, order: 'newest', ...page } }),
  [`GET ${V1}/personal/collection/page`]: () => ({ query: page }),
  [`GET ${V1}/personal/comment/page`]: (s) => ({ query: { username: s.member.username, ...page } }),
  [`GET ${V1}/personal/qa/top`]: (s) => ({ query: { username: s.member.username } }),
  [`GET ${V1}/personal/question/page`]: (s) => ({ query: { username: s.member.username, order: 'newest', ...page } }),
  [`GET ${V1}/personal/rank/page`]: (s) => ({ query: { username: s.member.username, ...page } }),
  [`GET ${V1}/personal/user/info`]: (s) => ({ query: { username: s.member.username } }),
  [`GET ${V1}/personal/vote/page`]: () => ({ query: page }),
  [`POST ${V1}/post/render`]: () => ({ body: { content: 'Some **bold** text.' } }),
  [`DELETE ${V1}/question`]: async (s) => {
    const { id, author } = await s.freshQuestion();
    return { body: { id }, token: author.token };
  },
  [`POST ${V1}/question`]: () => ({ body: { title: 'A question asked from the ask page', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: TAG }] } }),
  [`PUT ${V1}/question`]: (s) => ({
    body: { id: s.questionId, title: 'How do the pages of Answer reach Quorum?', content: 'The body of a question, edited from the ask page.', tags: [{ slug_name: TAG }], edit_summary: 'wording' },
    token: s.member.token,
  }),
  [`POST ${V1}/question/answer`]: () => ({
    body: { title: 'A question asked with its own answer', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: TAG }], answer_content: 'And its answer, long enough too.' },
  }),
  [`GET ${V1}/question/info`]: (s) => ({ query: { id: s.questionId } }),
  [`GET ${V1}/question/invite`]: (s) => ({ query: { id: s.questionId } }),
  [`PUT ${V1}/question/invite`]: (s) => ({ body: { id: s.questionId, invite_user: [s.answerer.username] }, token: s.member.token }),
  [`GET ${V1}/question/link`]: (s) => ({ query: { question_id: s.questionId, ...page } }),
  [`PUT ${V1}/question/operation`]: (s) => ({ body: { id: s.questionId, operation: 'pin' } }),
  [`GET ${V1}/question/page`]: () => ({ query: { order: 'newest', ...page } }),
  [`GET ${V1}/question/recommend/page`]: () => ({ query: page }),
  [`POST ${V1}/question/recover`]: (s) => ({ body: { question_id: s.questionId } }),
  [`PUT ${V1}/question/reopen`]: (s) => ({ body: { question_id: s.questionId } }),
  [`GET ${V1}/question/similar`]: () => ({ query: { title: 'pages of Answer' } }),
  [`GET ${V1}/question/similar/tag`]: (s) => ({ query: { question_id: s.questionId, page_size: 5 } }),
  [`PUT ${V1}/question/status`]: async (s) => ({ body: { id: (await s.freshQuestion()).id, close_type: 1, close_msg: '' } }),
  [`GET ${V1}/question/tags`]: () => ({ query: { tag: 'quo' } }),
  [`GET ${V1}/reasons`]: () => ({ query: { object_type: 'question', action: 'flag' } }),
  [`POST ${V1}/report`]: (s) => ({ body: { source: 'question', object_id: s.questionId, report_type: 1, content: '' } }),
  [`PUT ${V1}/report/review`]: () => ({ body: { flag_id: '1', operation_type: 'ignore_report' } }),
  [`GET ${V1}/report/unreviewed/post`]: () => ({ query: { page: 1 } }),
  [`PUT ${V1}/review/pending/post`]: () => ({ body: { review_id: 1, status: 'approve' } }),
  [`GET ${V1}/review/pending/post/page`]: () => ({ query: { page: 1 } }),
  [`GET ${V1}/revisions`]: (s) => ({ query: { object_id: s.questionId } }),
  [`PUT ${V1}/revisions/audit`]: () => ({ body: { id: '1', operation: 'approve' } }),
  [`GET ${V1}/revisions/edit/check`]: (s) => ({ query: { id: s.questionId } }),
  [`GET ${V1}/revisions/unreviewed`]: () => ({ query: { page: 1 } }),
  [`GET ${V1}/search`]: () => ({ query: { q: 'question', order: 'active', ...page } }),
  [`GET ${V1}/siteinfo/legal`]: () => ({ query: { info_type: 'tos' } }),
  [`DELETE ${V1}/tag`]: async (s) => {
    const slug = `gone-${Date.now()}`;
    const made = await s.server.api.post(`${V1}/tag`, { slug_name: slug, display_name: slug, original_text: '' }, { token: s.admin.token });
    expect(made.code, JSON.stringify(made)).toBe(200);
    return { body: { tag_id: (await s.server.api.get<{ tag_id: string }>(`${V1}/tag`, { query: { name: slug } })).data.tag_id } };
  },
  [`GET ${V1}/tag`]: () => ({ query: { name: TAG } }),
  [`POST ${V1}/tag`]: () => ({ body: { slug_name: `made-${Date.now()}`, display_name: 'made', original_text: 'A tag made from the tag page.' } }),
  [`PUT ${V1}/tag`]: (s) => ({ body: { tag_id: s.tagId, slug_name: TAG, display_name: TAG, original_text: 'What this tag is about.', edit_summary: 'describe' } }),
  [`POST ${V1}/tag/merge`]: (s) => ({ body: { source_tag_id: s.tagId, target_tag_id: s.tagId } }),
  [`POST ${V1}/tag/recover`]: (s) => ({ body: { tag_id: s.tagId } }),
  [`PUT ${V1}/tag/synonym`]: (s) => ({ body: { tag_id: s.tagId, synonym_tag_list: [] } }),
  [`GET ${V1}/tag/synonyms`]: (s) => ({ query: { tag_id: s.tagId } }),
  [`GET ${V1}/tags`]: () => ({ query: { tags: TAG } }),
  [`GET ${V1}/tags/page`]: () => ({ query: { query_cond: 'popular', ...page } }),
  [`GET ${V1}/user-center/personal/branding`]: (s) => ({ query: { username: s.member.username } }),
  [`GET ${V1}/user/action/record`]: () => ({ query: { action: 'login' } }),
  [`PUT ${V1}/user/email`]: () => ({ body: { code: 'no-such-code' } }),
  [`POST ${V1}/user/email/change/code`]: async (s) => {
    const fresh = await s.freshMember();
    return { body: { e_mail: `moved-${fresh.username}@quorum.test`, pass: TEST_PASSWORD }, token: fresh.token };
  },
  [`POST ${V1}/user/email/verification`]: () => ({ body: { code: 'no-such-code' } }),
  [`PUT ${V1}/user/info`]: (s, role) => ({ body: { display_name: role === 'admin' ? 'admin' : s.member.username, username: role === 'admin' ? s.admin.username : s.member.username, bio: 'Writes questions.', website: '', location: '', avatar: { type: 'default' } } }),
  [`GET ${V1}/user/info/search`]: (s) => ({ query: { username: s.answerer.username.slice(0, 4) } }),
  [`PUT ${V1}/user/interface`]: () => ({ body: { language: 'en_US', color_scheme: 'default' } }),
  [`GET ${V1}/user/plugin/config`]: () => ({ query: { plugin_slug_name: 'notifications' } }),
  [`PUT ${V1}/user/plugin/config`]: () => ({ body: { plugin_slug_name: 'notifications', config_fields: {} } }),
  [`POST ${V1}/user/login/email`]: (s) => ({ body: { e_mail: s.member.email, pass: TEST_PASSWORD } }),
  [`GET ${V1}/user/logout`]: async (s, role) => ({ token: (await s.server.login(role === 'admin' ? s.admin.email : s.member.email)).token }),
  [`PUT ${V1}/user/notification/unsubscribe`]: () => ({ body: { code: 'no-such-code' } }),
  [`PUT ${V1}/user/password`]: async (s) => {
    const fresh = await s.freshMember();
    return { body: { old_pass: TEST_PASSWORD, pass: 'password-456' }, token: fresh.token };
  },
  [`POST ${V1}/user/password/replacement`]: () => ({ body: { code: 'no-such-code', pass: 'password-456' } }),
  [`POST ${V1}/user/password/reset`]: (s) => ({ body: { e_mail: s.member.email } }),
  [`POST ${V1}/user/register/email`]: () => ({ body: { name: `newcomer${Date.now()}`, e_mail: `newcomer${Date.now()}@quorum.test`, pass: TEST_PASSWORD } }),
  [`GET ${V1}/user/staff`]: () => ({ query: { username: 'adm', page_size: 10 } }),
  [`POST ${V1}/vote/down`]: (s) => ({ body: { object_id: s.answerId, is_cancel: false } }),
  [`POST ${V1}/vote/up`]: (s) => ({ body: { object_id: s.questionId, is_cancel: false } }),

  [`GET ${ADMIN}/ai/conversation`]: () => ({ query: { conversation_id: 'no-such-conversation' } }),
  [`DELETE ${ADMIN}/ai/conversation`]: () => ({ body: { conversation_id: 'no-such-conversation' } }),
  [`GET ${ADMIN}/ai/conversation/page`]: () => ({ query: page }),
  [`POST ${ADMIN}/ai-models`]: () => ({ body: { api_host: 'not a host', api_key: '' } }),
  [`PUT ${ADMIN}/answer/status`]: (s) => ({ body: { answer_id: s.answerId, status: 'available' } }),
  [`GET ${ADMIN}/answer/page`]: () => ({ query: { status: 'normal', ...page } }),
  [`DELETE ${ADMIN}/api-key`]: async (s) => ({ body: { id: await apiKey(s) } }),
  [`POST ${ADMIN}/api-key`]: () => ({ body: { description: 'From the API keys page', scope: 'read-only' } }),
  [`PUT ${ADMIN}/api-key`]: async (s) => ({ body: { id: await apiKey(s), description: 'Renamed from the API keys page' } }),
  [`GET ${ADMIN}/badges`]: () => ({ query: { status: 'active', ...page } }),
  [`PUT ${ADMIN}/badge/status`]: (s) => ({ body: { id: s.badgeId, status: 'active' } }),
  [`DELETE ${ADMIN}/delete/permanently`]: () => ({ body: { type: 'answers' } }),
  [`GET ${ADMIN}/plugin/config`]: async (s) => ({ query: { plugin_slug_name: await configurablePlugin(s) } }),
  [`PUT ${ADMIN}/plugin/config`]: async (s) => {
    const slug = await configurablePlugin(s);
    const shown = await s.server.api.get<{ config: Record<string, unknown> }>(`${ADMIN}/plugin/config`, { token: s.admin.token, query: { plugin_slug_name: slug } });
    return { body: { plugin_slug_name: slug, config_fields: shown.data.config } };
  },
  [`PUT ${ADMIN}/plugin/status`]: () => ({ body: { plugin_slug_name: 'badges', enabled: true } }),
  [`GET ${ADMIN}/plugins`]: () => ({ query: { status: 'active', have_config: true } }),
  [`GET ${ADMIN}/question/page`]: () => ({ query: { status: 'normal', ...page } }),
  [`PUT ${ADMIN}/question/status`]: async (s) => ({ body: { question_id: (await s.freshQuestion()).id, status: 'deleted' } }),
  [`GET ${ADMIN}/reasons`]: () => ({ query: { object_type: 'question', action: 'review' } }),
  [`PUT ${ADMIN}/report`]: () => ({ body: { flag_id: '1', operation_type: 'ignore_report' } }),
  [`PUT ${ADMIN}/setting/privileges`]: () => ({ body: { level: 2 } }),
  [`GET ${ADMIN}/user/activation`]: async (s) => ({ query: { user_id: (await s.freshMember()).id } }),
  [`POST ${ADMIN}/user/activation`]: async (s) => ({ body: { user_id: (await s.freshMember()).id } }),
  [`PUT ${ADMIN}/user/password`]: async (s) => ({ body: { user_id: (await s.freshMember()).id, password: 'password-456' } }),
  [`PUT ${ADMIN}/user/profile`]: async (s) => {
    const fresh = await s.freshMember();
    return { body: { user_id: fresh.id, display_name: 'Renamed', username: fresh.username, email: fresh.email } };
  },
  [`PUT ${ADMIN}/user/role`]: async (s) => ({ body: { user_id: (await s.freshMember()).id, role_id: 1 } }),
  [`PUT ${ADMIN}/user/status`]: async (s) => ({ body: { user_id: (await s.freshMember()).id, status: 'suspended', suspend_duration: 'forever' } }),
  [`POST ${ADMIN}/users`]: () => ({ body: { users: `Bulk One, bulk-one-${Date.now()}@quorum.test, ${TEST_PASSWORD}` } }),
  [`GET ${ADMIN}/users/page`]: () => ({ query: { query: '', staff: false, ...page } }),
};

/** A plugin with settings, as the plugins page lists it (the page links each to its config form). */
async function configurablePlugin(s: Seed): Promise<string> {
  const listed = await s.server.api.get<{ slug_name: string; have_config: boolean }[]>(`${ADMIN}/plugins`, { token: s.admin.token, query: { have_config: true } });
  const slug = listed.data.find((p) => p.have_config)?.slug_name;
  expect(slug, 'a plugin with settings').toBeDefined();
  return slug!;
}

/** An API key made from the admin's page, for the calls that edit or drop one. */
async function apiKey(s: Seed): Promise<string> {
  const made = await s.server.api.post<{ id?: string }>(`${ADMIN}/api-key`, { description: 'A key to edit', scope: 'read-only' }, { token: s.admin.token });
  const all = await s.server.api.get<{ id: string }[]>(`${ADMIN}/api-key/all`, { token: s.admin.token });
  return made.data?.id ?? all.data.at(-1)!.id;
}

/**
 * An admin PUT whose page first GETs the same path sends back what the page showed: the settings
 * pages save their whole form. (Privileges send `{ level }`, named above.)
 */
async function request(seed: Seed, call: UiCall, role: Role): Promise<Request> {
  const named = PARAMS[key(call)];
  if (named) return named(seed, role);
  if (call.method === 'PUT' && fixture.calls.some((c) => c.method === 'GET' && c.path === call.path)) {
    const shown = await seed.server.api.get(call.path, { token: seed.tokens[role] });
    expect(shown.status, `GET ${call.path} before its PUT`).toBe(200);
    return { body: shown.data };
  }
  return {};
}

/** The route that serves a method and a concrete path, or none. */
function routeFor(routes: RouteEntry[], method: string, path: string): RouteEntry | undefined {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);
  return routes.find((r) => r.def.method === method.toLowerCase() && matches(r.path));
}

describe('the Answer UI calls fixture', () => {
  it('lists each call once, and names every pending or unserved call with a reason', () => {
    const keys = fixture.calls.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const listed of [...fixture.pending, ...fixture.notServed]) {
      expect(keys, key(listed)).toContain(key(listed));
      expect(listed.reason.length, key(listed)).toBeGreaterThan(20);
    }
    for (const listed of fixture.pending) expect(listed.owner, key(listed)).toBeTruthy();
  });
});

describe.each(testEngines())("Answer 2.0.2's UI calls on %s", (engine) => {
  let seed: Seed;
  let routes: RouteEntry[];

  beforeAll(async () => {
    const server = await startTestServer({ engine, plugins: builtInPlugins() });
    await enableAll(server);
    routes = server.kernel.routeTable();
    const admin = await server.admin();
    let made = 0;
    // Members join the way an admin adds them on the users page, then sign in.
    const freshMember = async (): Promise<TestUser> => {
      made += 1;
      const email = `uicaller${made}@quorum.test`;
      const added = await server.api.post(`${ADMIN}/user`, { display_name: `UI caller ${made}`, email, password: TEST_PASSWORD }, { token: admin.token });
      expect(added.code, JSON.stringify(added)).toBe(200);
      return server.login(email);
    };
    const member = await freshMember();
    const answerer = await freshMember();
    // The admin asks first: the shared tag is new, and new tags take reputation a new member lacks.
    await ask(server, admin, 'The first question, which makes the tag');
    const questionId = await ask(server, member, 'How do the pages of Answer reach Quorum?');
    const answerId = await answer(server, answerer, questionId);
    const commentId = await comment(server, member, questionId, 'A comment on the question.');
    const tag = await server.api.get<{ tag_id: string }>(`${V1}/tag`, { query: { name: TAG } });
    const badges = await server.api.get<{ badges: { id: string }[] }[]>(`${V1}/badges`);
    const inbox = await server.api.get<{ list: { id: string }[] }>(`${V1}/notification/page`, { token: member.token, query: { type: 'inbox', ...page } });
    const revisions = await server.api.get<{ id: string }[]>(`${V1}/revisions`, { token: member.token, query: { object_id: questionId } });
    seed = {
      server, admin, member, answerer, questionId, answerId, commentId, freshMember,
      tokens: { visitor: undefined, member: member.token, admin: admin.token },
      tagId: tag.data.tag_id,
      badgeId: badges.data[0]!.badges[0]!.id,
      notificationId: inbox.data.list[0]?.id ?? '1',
      revisionIds: revisions.data.map((r) => r.id),
      freshQuestion: async () => {
        const author = await freshMember();
        return { id: await ask(server, author, 'A question to close or delete'), author };
      },
    };
  }, 120_000);
  afterAll(() => seed?.server.close());

  const byRole = served.flatMap((call) => call.roles.map((role) => ({ call, role })));

  it.each(byRole)('$call.method $call.path as $role', async ({ call, role }) => {
    expect(routeFor(routes, call.method, call.path), 'no route serves it').toBeDefined();
    const { query, body, token } = await request(seed, call, role);
    const res = await seed.server.api.call(call.method, call.path, call.method === 'GET' ? undefined : (body ?? {}), { token: token ?? seed.tokens[role], query });
    expect(res.status, JSON.stringify(res)).toBeLessThan(500);
    expect(res.status === 404 && res.reason === 'base.not_found', JSON.stringify(res)).toBe(false);
  });

  it.each([...fixture.pending, ...fixture.notServed])('$method $path is still unserved ($reason)', (listed) => {
    // When one of these lands, move it out of its list: this keeps the lists honest.
    expect(routeFor(routes, listed.method, listed.path)).toBeUndefined();
  });
});
