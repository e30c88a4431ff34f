/** Q&A data factories for API tests: posts made through the questions plugin's own HTTP API. */
import { expect } from 'vitest';
import type { TestServer, TestUser } from './test-server.ts';

export const TAG = 'quorum-test';
const made = new WeakSet<TestServer>();

/** New tags need reputation; the admin creates the shared test tag once per server. */
async function ensureTag(server: TestServer): Promise<void> {
  if (made.has(server)) return;
  made.add(server);
  const admin = await server.admin();
  await ask(server, admin, 'A first question that creates the tag', [{ slug_name: TAG, display_name: TAG }]);
}

/** Asks a question through the questions plugin's API; returns its id. */
export async function ask(server: TestServer, user: TestUser, title = 'How do I test plugins well?', tags?: object[]): Promise<string> {
  if (!tags) await ensureTag(server);
  const res = await server.api.post<{ id: string }>(
    '/answer/api/v1/question',
    { title, content: 'The body of a question, long enough to pass.', tags: tags ?? [{ slug_name: TAG }] },
    { token: user.token },
  );
  expect(res.code, JSON.stringify(res)).toBe(200);
  return res.data.id;
}

/** Answers a question; returns the answer's id. */
export async function answer(server: TestServer, user: TestUser, questionId: string): Promise<string> {
  const res = await server.api.post<{ id?: string; info?: { id: string } }>(
    '/answer/api/v1/answer',
    { question_id: questionId, content: 'An answer with enough characters.' },
    { token: user.token },
  );
  expect(res.code, JSON.stringify(res)).toBe(200);
  return res.data.id ?? res.data.info!.id;
}

/** Comments on a question or answer; returns the comment's id. */
export async function comment(server: TestServer, user: TestUser, objectId: string, text: string): Promise<string> {
  const res = await server.api.post<{ comment_id: string }>('/answer/api/v1/comment', { object_id: objectId, original_text: text }, { token: user.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return res.data.comment_id;
}

/** Deletes a post (question or answer) as its author. */
export async function remove(server: TestServer, user: TestUser, kind: 'question' | 'answer', id: string): Promise<void> {
  const res = await server.api.delete(`/answer/api/v1/${kind}`, { id }, { token: user.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
}

/** A counter of a question or answer as the questions plugin reports it. */
export async function counter(server: TestServer, kind: 'question' | 'answer', id: string, field: string): Promise<number> {
  const res = await server.api.get<Record<string, any>>(`/answer/api/v1/${kind}/info`, { query: { id } });
  expect(res.code, JSON.stringify(res)).toBe(200);
  const info = kind === 'answer' ? (res.data.info ?? res.data) : res.data;
  return Number(info[field]);
}

/**
 * A question's views as the admin's list of posts shows them, counted views not yet written
 * included: reading it counts none and it is never kept (the public list is: a member may be
 * given the visitors' kept answer).
 */
export async function viewsOf(server: TestServer, questionId: string): Promise<number> {
  const admin = await server.admin();
  const res = await server.api.get<{ list: { id: string; view_count: number }[] }>('/answer/admin/api/question/page', { query: { status: 'normal', page_size: 50 }, token: admin.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
  const question = res.data.list.find((q) => q.id === questionId);
  if (!question) throw new Error(`question ${questionId} is not on the admin's first page of posts`);
  return question.view_count;
}
