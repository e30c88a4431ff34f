import type { Page } from 'playwright-core';
import type { TestServer, TestUser } from '../../support/test-server';
import { setSiteUrl } from './site';

/** What the screenshot tour's screens show: made through the API calls members and the admin use. */
export interface TourContent {
  admin: TestUser;
  /** Asks the rich question; signs in for the member's screens. */
  asker: TestUser;
  /** Answers it, comments, flags it and suggests an edit (a review item). */
  answerer: TestUser;
  questionId: string;
  /** The asker's own answer (to the admin's question), for the edit-answer screen. */
  askerAnswerId: string;
  adminQuestionId: string;
  tag: string;
  tagId: string;
}

/** Reported by the answerer (Answer's "spam" reason). */
const SPAM = 6;
const TAG = 'typescript';

/** The body of the question: every kind of block a post can hold, and a line too long for a phone. */
const questionBody = (imageUrl: string) => `I keep a small TypeScript service and the \`tsc --watch\` build gets slow once the project grows past a few hundred files.

> Incremental builds should only recheck what changed.

What I tried so far:

1. turning on \`incremental\` in tsconfig.json;
2. splitting the project with **project references**;
3. reading the [handbook](https://www.typescriptlang.org/docs/handbook/project-references.html).

\`\`\`ts
export async function build(files: string[], options: { incremental: boolean; composite: boolean; declarationMap: boolean }): Promise<void> {
  for (const file of files) await compile(file, options); // a long line that cannot wrap on a phone and must scroll
}
\`\`\`

| Setting | Cold build | Warm build |
| --- | ---: | ---: |
| none | 41 s | 39 s |
| incremental | 41 s | 12 s |
| references | 44 s | 6 s |

A profile of the watch process (wider than the column on purpose):

![Watch process profile](${imageUrl})
`;

function ok<T>(res: { code: number; data: T }, what: string): T {
  if (res.code !== 200) throw new Error(`tour content: ${what} failed: ${JSON.stringify(res)}`);
  return res.data;
}

/** A 1600×300 PNG drawn by the browser's canvas (no image fixture in the repository). */
async function wideImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    const gradient = g.createLinearGradient(0, 0, 1600, 0);
    gradient.addColorStop(0, '#2563eb');
    gradient.addColorStop(1, '#16a34a');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 1600, 300);
    g.fillStyle = '#fff';
    g.font = '48px sans-serif';
    g.fillText('1600 px wide image: it must shrink to the column', 40, 170);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function upload(server: TestServer, user: TestUser, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('source', 'post');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'profile.png');
  const res = (await (await fetch(`${server.url}/answer/api/v1/file`, { method: 'POST', body: form, headers: { authorization: user.token } })).json()) as { code: number; data: string };
  return ok(res, 'uploading the image');
}

/** Seeds the site the tour walks (the page only draws the image; it is not left on a screen). */
export async function seedTourContent(server: TestServer, page: Page): Promise<TourContent> {
  await setSiteUrl(server, server.url);
  const { api } = server;
  const admin = await server.admin();
  const asker = await server.createUser({ name: 'Alice' });
  // Reputation to suggest edits (100 at the default level) but not to edit without review (1,000).
  const answerer = await server.createUser({ name: 'Bob', rank: 150 });
  const as = (user: TestUser) => ({ token: user.token });

  const adminQuestionId = ok(await api.post<{ id: string }>('/answer/api/v1/question', {
    title: 'Welcome: how should questions on this site be tagged?',
    content: 'Pick one tag for the language and one for the tool. Ask the admin for a tag that is missing.',
    tags: [{ slug_name: TAG, display_name: 'TypeScript' }, { slug_name: 'sqlite', display_name: 'SQLite' }],
  }, as(admin)), 'the admin asking').id;
  const tagId = ok(await api.get<{ tag_id: string }>('/answer/api/v1/tag', { query: { name: TAG } }), 'reading the tag').tag_id;
  ok(await api.put('/answer/api/v1/tag', {
    tag_id: tagId, slug_name: TAG, display_name: 'TypeScript', original_text: 'TypeScript is JavaScript with types. Use it with **tsc**, `tsx` or a bundler.', edit_summary: 'wiki',
  }, as(admin)), 'writing the tag wiki');

  const image = await upload(server, asker, await wideImage(page));
  const questionId = ok(await api.post<{ id: string }>('/answer/api/v1/question', {
    title: 'Why does tsc --watch get slower as the project grows, and what actually helps?',
    content: questionBody(image),
    tags: [{ slug_name: TAG }, { slug_name: 'sqlite' }],
  }, as(asker)), 'the member asking').id;

  const answer = (user: TestUser, qid: string, content: string) =>
    api.post<{ id?: string; info?: { id: string } }>('/answer/api/v1/answer', { question_id: qid, content }, as(user)).then((r) => {
      const data = ok(r, 'answering');
      return data.id ?? data.info!.id;
    });
  const accepted = await answer(answerer, questionId, 'Project references help most: each package builds once and later builds read its `.d.ts`.\n\n```json\n{ "compilerOptions": { "composite": true, "incremental": true } }\n```');
  await answer(admin, questionId, 'Also check `skipLibCheck`: checking every declaration file in node_modules is often half the time.');
  const askerAnswerId = await answer(asker, adminQuestionId, 'One tag for the language and one for the tool works well for me.');

  ok(await api.post('/answer/api/v1/comment', { object_id: questionId, original_text: '@alice which TypeScript version is this?', mention_username_list: [asker.username] }, as(answerer)), 'commenting');
  ok(await api.post('/answer/api/v1/comment', { object_id: accepted, original_text: 'That halved the warm build, thank you.' }, as(asker)), 'commenting on the answer');
  ok(await api.post('/answer/api/v1/answer/acceptance', { question_id: questionId, answer_id: accepted }, as(asker)), 'accepting');
  ok(await api.post('/answer/api/v1/vote/up', { object_id: questionId }, as(admin)), 'voting the question up');
  ok(await api.post('/answer/api/v1/vote/up', { object_id: accepted }, as(asker)), 'voting the answer up');
  ok(await api.post('/answer/api/v1/collection/switch', { object_id: adminQuestionId, bookmark: true }, as(asker)), 'bookmarking');
  ok(await api.post('/answer/api/v1/follow', { object_id: tagId, is_cancel: false }, as(asker)), 'following the tag');
  ok(await api.post('/answer/api/v1/report', { source: 'question', object_id: adminQuestionId, report_type: SPAM, content: 'Looks like an advert.' }, as(answerer)), 'flagging');
  // A member without the edit privilege suggests an edit: it waits in /review.
  ok(await api.put('/answer/api/v1/question', {
    id: questionId, title: 'Why does tsc --watch slow down as a project grows, and what helps?', content: questionBody(image), tags: [{ slug_name: TAG }, { slug_name: 'sqlite' }], edit_summary: 'Shorter title',
  }, as(answerer)), 'suggesting an edit');

  return { admin, asker, answerer, questionId, askerAnswerId, adminQuestionId, tag: TAG, tagId };
}
