/**
 * `npx tsx tests/perf/notice-fanout.ts`: how long the notifications plugin takes to tell many
 * members of one event, on SQLite (FANOUT_MEMBERS, default 500): a new question mailed to members
 * who asked for every new question, and an answer told to a question's followers. Timed from the
 * request's answer to the last outbox row / notice written. A measurement, never a test.
 */
import { startTestServer } from '../support/test-server.ts';
import { answer, ask } from '../support/posts.ts';

const MEMBERS = Number(process.env.FANOUT_MEMBERS ?? 500);

const server = await startTestServer({ plugins: ['markdown', 'tags', 'questions', 'follow', 'users', 'notifications', 'mail-smtp'] });
const db = server.kernel.db;
const until = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((r) => setTimeout(r, 10));
};
const count = async (table: string, where: Record<string, unknown> = {}) => Number(((await db(table).where(where).count({ n: '*' })) as { n: number }[])[0]!.n);

const asker = await server.createUser();
const answerer = await server.createUser();
const firstQuestion = await ask(server, asker, 'The question every reader follows');
const readers = [];
for (let i = 0; i < MEMBERS; i++) readers.push(await server.createUser());
// Straight into the settings and follow tables: setting up is not what is measured.
const now = server.kernel.clock.now();
await db.batchInsert('user_notification_config', readers.map((r) => ({ user_id: Number(r.id), source: 'all_new_question', enabled: true, updated_at: now })), 200);
await db.batchInsert('follow', readers.map((r) => ({ user_id: Number(r.id), object_id: firstQuestion, object_type: 'question', created_at: now })), 200);

const mailsBefore = await count('mail_outbox');
let started = performance.now();
await ask(server, asker, 'A new question for every reader');
const asked = performance.now() - started;
await until(async () => (await count('mail_outbox')) - mailsBefore >= MEMBERS);
const mailed = performance.now() - started;

const noticesBefore = await count('notification');
started = performance.now();
await answer(server, answerer, firstQuestion);
const answered = performance.now() - started;
await until(async () => (await count('notification')) - noticesBefore >= MEMBERS + 1);
const told = performance.now() - started;

console.log(JSON.stringify({
  members: MEMBERS,
  new_question: { request_ms: Math.round(asked), all_mails_queued_ms: Math.round(mailed), per_member_ms: +(mailed / MEMBERS).toFixed(2) },
  answer_to_followers: { request_ms: Math.round(answered), all_notices_written_ms: Math.round(told) },
}));
await server.close();
