import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer, TestUser } from '../../../../tests/support/test-server.ts';
import type { AnswerDetail, AnswerInfo } from '../../schemas/answer.ts';
import type { QuestionInfo } from '../../schemas/question.ts';

export const API = '/answer/api/v1';

/** The plugins a questions suite boots: markdown too once it exists. */
export function questionPlugins(): string[] {
  const markdown = existsSync(join(import.meta.dirname, '..', '..', '..', 'markdown', 'plugin.json'));
  return [...(markdown ? ['markdown'] : []), 'tags', 'questions'];
}

/** What the API answers, typed from the same schemas the routes declare. */
export type QuestionData = QuestionInfo;
export type AnswerData = AnswerInfo;

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
  const res = await server.api.post<AnswerDetail>(`${API}/answer`, { question_id: questionId, content }, { token: user.token });
  if (res.code !== 200) throw new Error(`answer failed: ${JSON.stringify(res)}`);
  return res.data.info;
}

export async function info(server: TestServer, id: string, user?: TestUser) {
  return server.api.get<QuestionData>(`${API}/question/info`, { query: { id }, token: user?.token });
}
