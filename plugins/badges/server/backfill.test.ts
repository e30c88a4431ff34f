import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MaintenanceTaskPoint } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import { BADGE_PLUGINS, addMember, earned, upvote, waitForBadge } from './badges-test-kit.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/**
 * Members who did things while the plugin was off earn their badges once it is on again (the
 * backfill), on every engine; running it again gives nothing twice, and a member deleted
 * meanwhile earns nothing. Switching the plugin is the admin's plugins page call.
 */
describe.each(testEngines())('the badge backfill on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let asker: TestUser;
  let answerer: TestUser;
  let voters: TestUser[];
  let gone: TestUser;

  const switchBadges = async (enabled: boolean) => {
    const res = await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'badges', enabled }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };
  const task = () => server.kernel.host.extensions.all(MaintenanceTaskPoint).find((t) => t.name === 'badges.backfill')!;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', ...BADGE_PLUGINS] });
    admin = await server.admin();
    asker = await addMember(server, 'Early Asker');
    answerer = await addMember(server, 'Early Answerer');
    gone = await addMember(server, 'Gone Member');
    voters = [];
    for (let i = 1; i <= 10; i++) voters.push(await addMember(server, `Early Voter ${i}`));
    // The site's first backfill (after install) has nothing to give; wait until it is done.
    await vi.waitFor(async () => expect(await task().needed()).toBe(false), { timeout: 10_000, interval: 50 });
  });
  afterAll(() => server.close());

  it('gives what members earned while the plugin was off once it is switched back on', async () => {
    await switchBadges(false);
    expect((await server.api.get(`${V1}/badges`)).status).toBe(404);
    const question = await ask(server, asker, 'Did anyone earn badges before the plugin was on?');
    const answerId = await answer(server, answerer, question);
    expect((await server.api.post(`${V1}/answer/acceptance`, { question_id: question, answer_id: answerId }, { token: asker.token })).code).toBe(200);
    await Promise.all(voters.map((v) => upvote(server, v, answerId)));
    await upvote(server, gone, question);
    expect((await server.api.put(`${V1}/user/info`, { bio: 'Here before the badges.' }, { token: answerer.token })).code).toBe(200);
    const deleted = await server.api.put(`${ADMIN}/user/status`, { user_id: gone.id, status: 'deleted' }, { token: admin.token });
    expect(deleted.code).toBe(200);
    expect(await server.kernel.db('badge_award').count({ n: '*' }).first().then((r) => Number(r?.n))).toBe(0);

    await switchBadges(true);
    expect(await task().needed()).toBe(true);
    // The first look at the badges page starts it.
    expect((await server.api.get(`${V1}/badges`)).code).toBe(200);
    await waitForBadge(server, answerer, 'Nice Answer');
    await waitForBadge(server, voters[9]!, 'First Upvote');
    await expect.poll(() => task().needed(), { timeout: 15_000 }).toBe(false);
    expect(await earned(server, asker)).toEqual({ Scholar: 1 });
    expect(await earned(server, answerer)).toEqual({ Autobiographer: 1, 'Nice Answer': 1, Solved: 1 });
    for (const voter of voters) expect(await earned(server, voter)).toEqual({ 'First Upvote': 1 });
    expect(await server.kernel.db('badge_award').where({ user_id: Number(gone.id) }).count({ n: '*' }).first().then((r) => Number(r?.n))).toBe(0);
  });

  it('gives nothing twice when it runs again, and tells each award once', async () => {
    const before = await server.kernel.db('badge_award').count({ n: '*' }).first().then((r) => Number(r?.n));
    await switchBadges(false);
    await switchBadges(true);
    expect(await task().needed()).toBe(true);
    const lines: string[] = [];
    await task().run((line) => lines.push(line));
    expect(lines.length).toBeGreaterThan(0);
    await expect.poll(() => task().needed(), { timeout: 15_000 }).toBe(false);
    expect(await server.kernel.db('badge_award').count({ n: '*' }).first().then((r) => Number(r?.n))).toBe(before);
    const notices = await server.api.get<{ list: { object_info: { object_type: string; title: string } }[] }>(`${V1}/notification/page`, { query: { type: 'achievement' }, token: answerer.token });
    expect(notices.data.list.filter((n) => n.object_info.object_type === 'badge_award').map((n) => n.object_info.title).sort()).toEqual([
      'You\'ve earned the "Autobiographer" badge', 'You\'ve earned the "Nice Answer" badge', 'You\'ve earned the "Solved" badge',
    ]);
  });

  it("takes a member's badges back when their account is deleted", async () => {
    expect(await earned(server, asker)).toEqual({ Scholar: 1 });
    expect((await server.api.put(`${ADMIN}/user/status`, { user_id: asker.id, status: 'deleted' }, { token: admin.token })).code).toBe(200);
    expect(await earned(server, asker)).toEqual({});
    expect(await server.kernel.db('badge_award').where({ user_id: Number(asker.id) }).count({ n: '*' }).first().then((r) => Number(r?.n))).toBe(0);
  });
});

/**
 * Whether another connection's insert into `badge_award` is under way: with the award's key held
 * by an open transaction, it cannot finish before that transaction ends.
 */
async function awardInsertWaiting(server: TestServer, engine: string): Promise<boolean> {
  if (engine === 'postgres') {
    const { rows } = (await server.kernel.db.raw(`select count(*) as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'insert into "badge_award"%'`)) as { rows: { n: string }[] };
    return Number(rows[0]!.n) > 0;
  }
  const [rows] = (await server.kernel.db.raw("select count(*) as n from information_schema.processlist where db = database() and info like 'insert into `badge_award`%'")) as [{ n: number }[]];
  return Number(rows[0]!.n) > 0;
}

/**
 * The backfill gives a batch of awards in one transaction; a member may earn one of them while it
 * runs. On the server engines the batch then waits on that award's row and is refused once it
 * commits: the batch is given again award by award, so each award is there once and the rest of
 * the batch is not lost. (SQLite runs one writer at a time: the batch would wait its turn whole.)
 */
describe.each(testEngines().filter((e) => e !== 'sqlite'))('the badge backfill meeting an award given meanwhile on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const task = () => server.kernel.host.extensions.all(MaintenanceTaskPoint).find((t) => t.name === 'badges.backfill')!;
  const switchBadges = async (enabled: boolean) => {
    expect((await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'badges', enabled }, { token: admin.token })).code).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', ...BADGE_PLUGINS] });
    admin = await server.admin();
    await vi.waitFor(async () => expect(await task().needed()).toBe(false), { timeout: 10_000, interval: 50 });
  });
  afterAll(() => server.close());

  it('gives the batch award by award once the award given meanwhile has committed, each award once', async () => {
    const asker = await addMember(server, 'Meanwhile Asker');
    const voter = await addMember(server, 'Meanwhile Voter');
    const writer = await addMember(server, 'Meanwhile Writer');
    await switchBadges(false);
    const question = await ask(server, asker, 'Which award comes first when two give it at once?');
    await upvote(server, voter, question);
    expect((await server.api.put(`${V1}/user/info`, { bio: 'Written while badges were off.' }, { token: writer.token })).code).toBe(200);
    const firstUpvote = (await server.kernel.db('badge').where({ handler: 'FirstVotedPost' }).first('id')) as { id: string };

    // The voter's First Upvote goes in by another transaction, held open while the backfill runs.
    const meanwhile = await server.kernel.db.transaction();
    await meanwhile('badge_award').insert({ badge_id: firstUpvote.id, user_id: Number(voter.id), award_key: question, unique_key: '0', created_at: 1 });
    await switchBadges(true);
    const running = task().run(() => undefined);
    await expect.poll(() => awardInsertWaiting(server, engine), { timeout: 15_000, interval: 20 }).toBe(true);
    await meanwhile.commit();
    await running;

    await expect.poll(() => task().needed(), { timeout: 15_000 }).toBe(false);
    expect(await earned(server, voter)).toEqual({ 'First Upvote': 1 });
    expect(await earned(server, writer)).toEqual({ Autobiographer: 1 });
  });
});
