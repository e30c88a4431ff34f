import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer, TestUser } from '../../../../tests/support/test-server.ts';

export const API = '/answer/api/v1';

/** The plugins a questions suite boots: markdown too once it exists. */
export function questionPlugins(): string[] {
  const markdown = existsSync(join(import.meta.dirname, '..', '..', '..', 'markdown', 'plugin.json'));
  return [...(markdown ? ['markdown'] : []), 'tags', 'questions'];
}

export interface QuestionData {
  id: string;
  title: string;
  url_title: string;
  status: number;
  pin: number;
  show: number;
  view_count: number;
  answer_count: number;
  accepted_answer_id: string;
  last_answer_id: string;
  first_answer_id: string;
  answered: boolean;
  tags: { slug_name: string }[];
  member_actions: { action: string; name: string; type: string }[];
  user_info: { id: string; username: string };
  operation: unknown;
}

export interface AnswerData {
  id: string;
  question_id: string;
  accepted: number;
  status: number;
  content: string;
  html: string;
  user_info: { id: string };
  member_actions: { action: string }[];
}

let counter = 0;

/** Asks a question through the API; a fresh tag each time unless tags are given. */
export async function ask(server: TestServer, user: TestUser, body: Record<string, unknown> = {}): Promise<QuestionData> {
  counter += 1;
  const res = await server.api.post<QuestionData>(`${API}/question`, {
    title: `Question number ${counter} about testing`,
    content: 'A body long enough to pass.',
    tags: [{ slug_name: `topic-${counter}` }],
    ...body,
  }, { token: user.token });
  if (res.code !== 200) throw new Error(`ask failed: ${JSON.stringify(res)}`);
  return res.data;
}

export async function answer(server: TestServer, user: TestUser, questionId: string, content = 'An answer with enough text.'): Promise<AnswerData> {
  const res = await server.api.post<AnswerData>(`${API}/answer`, { question_id: questionId, content }, { token: user.token });
  if (res.code !== 200) throw new Error(`answer failed: ${JSON.stringify(res)}`);
  return res.data;
}

export async function info(server: TestServer, id: string, user?: TestUser) {
  return server.api.get<QuestionData>(`${API}/question/info`, { query: { id }, token: user?.token });
}
