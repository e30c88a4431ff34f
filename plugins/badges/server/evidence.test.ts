import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import { BADGE_PLUGINS, addMember, earned, waitForBadge } from './badges-test-kit.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
/** The spam flag reason (the questions plugin's reasons). */
const SPAM = 6;

/**
 * The badges other plugins tell of (consumer-owned evidence): First Reaction from reactions,
 * First Flag from reports, Editor from revisions' history in the backfill, on every engine.
 */
describe.each(testEngines())('badges from other plugins\u2019 evidence on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let author: TestUser;
  let question: string;

  const react = (who: TestUser, objectId: string) => server.api.put(`${V1}/meta/reaction`, { object_id: objectId, emoji: 'heart', reaction: 'activate' }, { token: who.token });
  const flag = (who: TestUser, objectId: string) => server.api.post(`${V1}/report`, { object_id: objectId, report_type: SPAM }, { token: who.token });

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', ...BADGE_PLUGINS, 'revisions', 'reactions', 'reports'] });
    admin = await server.admin();
    author = await addMember(server, 'Post Author');
    question = await ask(server, author, 'Which plugins tell the badges what members did?');
  });
  afterAll(() => server.close());

  it('gives First Reaction to a member who reacts and First Flag to one who flags, once each', async () => {
    const reader = await addMember(server, 'Reactive Reader');
    expect((await react(reader, question)).code).toBe(200);
    expect((await flag(reader, question)).code).toBe(200);
    await waitForBadge(server, reader, 'First Reaction');
    await waitForBadge(server, reader, 'First Flag');
    const second = await ask(server, author, 'A second question to react to and flag');
    expect((await react(reader, second)).code).toBe(200);
    expect((await flag(reader, second)).code).toBe(200);
    await expect.poll(async () => Number((await server.kernel.db('badge_award').where({ user_id: Number(reader.id) }).count({ n: '*' }).first())?.n)).toBe(2);
    expect(await earned(server, reader)).toEqual({ 'First Flag': 1, 'First Reaction': 1 });
  });

  it('refuses a reaction or a flag on a deleted post, and it earns nothing', async () => {
    const late = await addMember(server, 'Late Reader');
    const doomed = await ask(server, author, 'A question deleted before anyone reacts to it');
    expect((await server.api.delete(`${V1}/question`, { id: doomed }, { token: author.token })).code).toBe(200);
    expect((await react(late, doomed)).status).toBe(400);
    expect((await flag(late, doomed)).status).toBe(400);
    expect((await flag(late, '10010000000099999')).status).toBe(404);
    // a reaction that counts, after the refused ones: once its badge is there, the others were decided
    expect((await react(late, question)).code).toBe(200);
    await waitForBadge(server, late, 'First Reaction');
    expect(await earned(server, late)).toEqual({ 'First Reaction': 1 });
  });

  it('gives Editor, First Reaction and First Flag in the backfill to members who acted while badges was off', async () => {
    const editor = await addMember(server, 'Quiet Editor');
    const answerId = await answer(server, editor, question);
    const switchBadges = (enabled: boolean) => server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'badges', enabled }, { token: admin.token });
    expect((await switchBadges(false)).code).toBe(200);
    const edit = await server.api.put(`${V1}/answer`, { id: answerId, content: 'An answer with enough characters, edited while badges slept.' }, { token: editor.token });
    expect(edit.code, JSON.stringify(edit)).toBe(200);
    expect((await react(editor, question)).code).toBe(200);
    expect((await flag(editor, question)).code).toBe(200);
    expect(await server.kernel.db('badge_award').where({ user_id: Number(editor.id) }).first()).toBeUndefined();
    expect((await switchBadges(true)).code).toBe(200);
    expect((await server.api.get(`${V1}/badges`)).code).toBe(200);
    await waitForBadge(server, editor, 'Editor');
    await waitForBadge(server, editor, 'First Reaction');
    await waitForBadge(server, editor, 'First Flag');
    expect(await earned(server, editor)).toEqual({ Editor: 1, 'First Flag': 1, 'First Reaction': 1 });
  });
});
