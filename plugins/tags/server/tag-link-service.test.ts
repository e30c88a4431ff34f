import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type SessionUser } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { VisitorCachePoint } from '../../web-pages/server/api.ts';
import { TagServicePoint, type TagService } from './api.ts';
import { API, tagPlugins, setWriteSettings } from './routes/tag-test-kit.ts';

const asSession = (u: TestUser, role: number = Role.user, rank = 0) => ({ id: u.id, username: u.username, role_id: role, rank }) as SessionUser;

describe.each(testEngines())('TagService on %s', (engine) => {
  let server: TestServer;
  let tags: TagService;
  let member: SessionUser;
  let admin: SessionUser;
  /**
   * These writes go straight through the service, without the write request or question event
   * that drops the kept answers in real use (members' too: a member's `tag` is the visitors' kept
   * one with their follow laid over it), so each read drops them first.
   */
  let reader: TestUser;
  const tag = async (slug: string) => {
    await server.kernel.host.extensions.one(VisitorCachePoint)!.invalidate();
    return (await server.api.get<{ question_count: number; follow_count: number }>(`${API}/tag`, { query: { name: slug }, token: reader.token })).data;
  };
  const count = async (slug: string) => (await tag(slug)).question_count;
  const save = async (names: string[], user: SessionUser) => {
    const prepared = await tags.prepare(names.map((slug_name) => ({ slug_name })), user);
    return server.kernel.db.transaction((trx) => prepared.save(trx));
  };
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: tagPlugins() });
    tags = server.kernel.host.extensions.one(TagServicePoint)!;
    member = asSession(await server.createUser());
    admin = asSession(await server.admin(), Role.admin, 1);
    reader = await server.createUser();
  });
  afterAll(() => server.close());

  it('creates missing tags, collapses duplicates and keeps question_count exact', async () => {
    const refs = await save(['Link-A', 'link-a', 'link-b'], member);
    expect(refs.map((r) => r.slug_name)).toEqual(['link-a', 'link-b']);
    const ids = refs.map((r) => r.tag_id);
    await server.kernel.db.transaction((trx) => tags.attach(trx, '10010000000001001', ids));
    await server.kernel.db.transaction((trx) => tags.attach(trx, '10010000000001002', [ids[0]!]));
    expect(await count('link-a')).toBe(2);
    await server.kernel.db.transaction((trx) => tags.attach(trx, '10010000000001001', [ids[1]!]));
    expect([await count('link-a'), await count('link-b')]).toEqual([1, 1]);
    await server.kernel.db.transaction((trx) => tags.detach(trx, '10010000000001001'));
    expect(await count('link-b')).toBe(0);
    await server.kernel.db.transaction((trx) => tags.restore(trx, '10010000000001001'));
    expect(await count('link-b')).toBe(1);
    const of = await tags.tagsOf(['10010000000001001', '10010000000001003']);
    expect(of.get('10010000000001001')!.map((t) => t.slug_name)).toEqual(['link-b']);
    expect(of.get('10010000000001003')).toEqual([]);
    const tagged = await tags.postsTagged('link-a');
    expect((await tagged!.subquery).map((r: { object_id: string }) => r.object_id)).toEqual(['10010000000001002']);
    expect(await tags.postsTagged('nothing-here')).toBeUndefined();
  });

  it('keeps question_count exact when many posts link, unlink and relink one tag at once', async () => {
    const [shared] = await save(['busy-tag'], member);
    const posts = Array.from({ length: 12 }, (_, i) => `100100000000${20000 + i}`);
    // Each in its own transaction, all at once (MariaDB deadlocked here before the tag lock).
    await Promise.all(posts.map((id) => server.kernel.db.transaction((trx) => tags.attach(trx, id, [shared!.tag_id]))));
    expect(await count('busy-tag')).toBe(12);
    await Promise.all(posts.slice(0, 6).map((id) => server.kernel.db.transaction((trx) => tags.detach(trx, id))));
    expect(await count('busy-tag')).toBe(6);
    await Promise.all([
      ...posts.slice(0, 3).map((id) => server.kernel.db.transaction((trx) => tags.restore(trx, id))),
      ...posts.slice(6, 9).map((id) => server.kernel.db.transaction((trx) => tags.attach(trx, id, []))),
    ]);
    expect(await count('busy-tag')).toBe(6);
  });

  it('moves question_count only for links whose liveness changed', async () => {
    const [a, b] = await save(['moved-a', 'moved-b'], member);
    const post = '10010000000030001';
    await server.kernel.db.transaction((trx) => tags.attach(trx, post, [a!.tag_id, b!.tag_id]));
    // Taken down twice at once, and once more: counted out once.
    await Promise.all([1, 2].map(() => server.kernel.db.transaction((trx) => tags.detach(trx, post))));
    await server.kernel.db.transaction((trx) => tags.detach(trx, post));
    expect([await count('moved-a'), await count('moved-b')]).toEqual([0, 0]);
    // A dead link removed does not count out again; a new one is live.
    await server.kernel.db.transaction((trx) => tags.attach(trx, post, [b!.tag_id]));
    expect([await count('moved-a'), await count('moved-b')]).toEqual([0, 0]);
    await server.kernel.db.transaction((trx) => tags.attach(trx, post, [b!.tag_id, a!.tag_id]));
    expect([await count('moved-a'), await count('moved-b')]).toEqual([1, 0]);
    await Promise.all([1, 2].map(() => server.kernel.db.transaction((trx) => tags.restore(trx, post))));
    expect([await count('moved-a'), await count('moved-b')]).toEqual([1, 1]);
    const live = await server.kernel.db('tag_rel').whereIn('tag_id', [a!.tag_id, b!.tag_id]).andWhere({ status: 1 }).count({ n: '*' });
    expect(Number((live as { n: number | string }[])[0]!.n)).toBe(2);
  });

  it('keeps reserved tags for staff and honours the reputation for new tags', async () => {
    await setWriteSettings(server, { reserved_tags: ['staff-only'] });
    await expect(save(['staff-only'], member)).rejects.toMatchObject({ reason: 'error.tag.reserved_staff_only' });
    expect((await save(['staff-only'], admin))[0]).toMatchObject({ slug_name: 'staff-only', reserved: true });
    await expect(save(['staff-only'], member)).rejects.toMatchObject({ reason: 'error.tag.reserved_staff_only' });
    // Without reputation (the kernel's roles-only privileges) members need nothing to make a tag;
    // tag-write.test.ts has the refusal below the tag.add privilege.
    expect((await save(['brand-new'], member))[0]).toMatchObject({ slug_name: 'brand-new' });
    expect(await save(['link-a'], member)).toHaveLength(1);
    await expect(save(['Not Valid'], member)).rejects.toMatchObject({ reason: 'base.request_format_error' });
  });

  it('finds live tags by id, in the order asked', async () => {
    const [a, b] = await save(['by-id-a', 'by-id-b'], admin);
    const found = await tags.byIds([b!.tag_id, '10030000099999999', a!.tag_id, b!.tag_id, 'not-an-id']);
    expect(found.map((t) => t.slug_name)).toEqual(['by-id-b', 'by-id-a']);
    expect(found[0]).toMatchObject({ tag_id: b!.tag_id, display_name: 'by-id-b', main_tag_slug_name: '', reserved: false });
    await server.kernel.db('tag').where({ id: b!.tag_id }).update({ status: 10 });
    expect((await tags.byIds([a!.tag_id, b!.tag_id])).map((t) => t.slug_name)).toEqual(['by-id-a']);
    expect(await tags.byIds([])).toEqual([]);
  });

  /**
   * A stored slug not in today's form (a site's `Café` from before the slug rule): MariaDB's
   * collation holds it equal to `cafe`, SQLite does not. Either way the tag asked for is the one
   * the database finds for it, and an existing tag is left as it was (MariaDB missed it by name
   * before and remade it under `cafe`'s fields, a new revision).
   */
  it('finds a stored tag the database holds equal to the slug asked for, and leaves it as it was', async () => {
    const [stored] = await save(['stored-cafe'], admin);
    const db = server.kernel.db;
    await db('tag').where({ id: stored!.tag_id }).update({ slug_name: 'Café', display_name: 'Café' });
    const before = await db('tag').where({ id: stored!.tag_id }).first('display_name', 'revision', 'main_tag_id');
    const [ref] = await save(['cafe', 'link-a'], admin);
    const [equal] = await tags.bySlugs(['cafe']);
    expect(ref!.tag_id).toBe(equal!.tag_id);
    expect(await db('tag').where({ id: stored!.tag_id }).first('display_name', 'revision', 'main_tag_id')).toEqual(before);
  });

  it('adjusts follow counts inside a transaction', async () => {
    const [ref] = await tags.bySlugs(['link-a']);
    await server.kernel.db.transaction((trx) => tags.adjustFollowCount(trx, ref!.tag_id, 2));
    expect(await tag('link-a')).toMatchObject({ follow_count: 2 });
  });
});
