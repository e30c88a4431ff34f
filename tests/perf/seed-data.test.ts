import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../support/test-server.ts';
import { seedSite, type SeedResult } from './seed-data.ts';
import * as listTotalMigration from '../../plugins/questions/migrations/005_question_list_total.ts';
import * as hotScoreMigration from '../../plugins/questions/migrations/007_question_hot_score.ts';
import { hotScore } from '../../plugins/questions/server/questions/hot-score.ts';

const count = (rows: { n?: number | string }[]) => Number(rows[0]?.n ?? 0);

describe.each(testEngines())('the data generator on %s', (engine) => {
  let server: TestServer;
  let seeded: SeedResult;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments'] });
    seeded = await seedSite(server.kernel.db, { questions: 2500, members: 200 });
  });
  afterAll(() => server.close());

  it('writes what it reports, with closed and deleted questions and accepted answers', async () => {
    const db = server.kernel.db;
    expect(count(await db('question').count({ n: '*' }))).toBe(2500);
    expect(count(await db('answer').count({ n: '*' }))).toBe(seeded.answers);
    expect(count(await db('comment').count({ n: '*' }))).toBe(seeded.comments);
    expect(count(await db('vote').count({ n: '*' }))).toBe(seeded.votes);
    expect(count(await db('question').where({ status: 2 }).count({ n: '*' }))).toBeGreaterThan(0);
    expect(count(await db('question').where({ status: 10 }).count({ n: '*' }))).toBeGreaterThan(0);
    expect(count(await db('answer').where({ accepted: 2 }).count({ n: '*' }))).toBeGreaterThan(0);
  });

  it('keeps every counter equal to its rows', async () => {
    const db = server.kernel.db;
    const wrongAnswers = await db('question as q').whereRaw('q.answer_count <> (select count(*) from answer a where a.question_id = q.id and a.status = 1)').count({ n: '*' });
    const wrongComments = await db('question as q').whereRaw('q.comment_count <> (select count(*) from comment c where c.object_id = q.id and c.status = 1)').count({ n: '*' });
    const wrongVotes = await db('question as q').whereRaw('q.vote_count <> (select coalesce(sum(v.direction), 0) from vote v where v.object_id = q.id)').count({ n: '*' });
    const wrongAnswerVotes = await db('answer as a').whereRaw('a.vote_count <> (select coalesce(sum(v.direction), 0) from vote v where v.object_id = a.id)').count({ n: '*' });
    const wrongTags = await db('tag as t').whereRaw('t.question_count <> (select count(*) from tag_rel r join question q on q.id = r.object_id where r.tag_id = t.id and r.status = 1 and q.status in (1, 2))').count({ n: '*' });
    const wrongAccepted = await db('question as q').whereNot('q.accepted_answer_id', '0').whereRaw("not exists (select 1 from answer a where a.id = q.accepted_answer_id and a.accepted = 2 and a.question_id = q.id)").count({ n: '*' });
    expect([wrongAnswers, wrongComments, wrongVotes, wrongAnswerVotes, wrongTags, wrongAccepted].map(count)).toEqual([0, 0, 0, 0, 0, 0]);
    const listed = () => db('question').whereIn('status', [1, 2]).andWhere({ show: 1 });
    const totals = Object.fromEntries((await db('question_list_total').select('scope', 'n')).map((r: { scope: string; n: number | string }) => [r.scope, Number(r.n)]));
    expect(totals).toEqual({ listed: count(await listed().count({ n: '*' })), unanswered: count(await listed().andWhere({ answer_count: 0 }).count({ n: '*' })) });
  });

  it('counts the same list totals in the migration that adds them, on a site with questions', async () => {
    const db = server.kernel.db;
    const kept = async () => Object.fromEntries((await db('question_list_total').select('scope', 'n')).map((r: { scope: string; n: number | string }) => [r.scope, Number(r.n)]));
    const before = await kept();
    expect(before.listed).toBeGreaterThan(before.unanswered!);
    expect(before.unanswered).toBeGreaterThan(0);
    await listTotalMigration.down(db);
    await listTotalMigration.up(db);
    expect(await kept()).toEqual(before);
  });

  it('scores the viewed questions for the hot tab, in the generator and in the migration that adds the score', async () => {
    const db = server.kernel.db;
    const scored = async () => count(await db('question').where('hot_score', '>', 0).count({ n: '*' }));
    expect(await scored()).toBeGreaterThan(1000);
    await hotScoreMigration.down(db);
    const from = Math.floor(Date.now() / 1000);
    await hotScoreMigration.up(db);
    const to = Math.floor(Date.now() / 1000);
    // each row as of the migration's time, which lies between these two
    const wrong = await db('question').whereRaw('hot_score <> ?', [hotScore(db, from)]).andWhereRaw('hot_score <> ?', [hotScore(db, to)]).count({ n: '*' });
    expect(count(wrong)).toBe(0);
    expect(await scored()).toBeGreaterThan(1000);
  });

  it('gives tags a long tail and a showcase question the site serves', async () => {
    const tags = (await server.kernel.db('tag').orderBy('question_count', 'desc').select('question_count')).map((t: { question_count: number }) => t.question_count);
    expect(tags[0]).toBeGreaterThan(10 * tags[Math.floor(tags.length / 2)]!);
    const info = await server.api.get<{ answer_count: number; comment_count: number }>('/answer/api/v1/question/info', { query: { id: seeded.showcaseId } });
    expect(info.data).toMatchObject({ answer_count: 10, comment_count: 20 });
    const next = await server.api.post<{ id: string }>('/answer/api/v1/question', { title: 'Asked after the generator ran', content: 'Ids continue after the generated ones.', tags: [{ slug_name: 'tag-0' }] }, { token: (await server.admin()).token });
    expect(next.code).toBe(200);
  });
});
