import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import type { SearchResult } from '../schemas/search.ts';
import { BROAD_MATCHES } from '../../search-sql/server/api.ts';
import { SearchEnginePoint, type SearchDocument } from './api.ts';
import { statementsDuring } from '../../../tests/support/statements-during.ts';

const API = '/answer/api/v1';
const BODY = 'Some words that are long enough to pass the minimum content length.';

/**
 * The search contract on every storage engine (search-sql's FTS5 and InnoDB FULLTEXT): each
 * syntax element, ranking, stemming, Chinese, deleted and hidden posts, the index following
 * every content event, and hostile input answered as text.
 */
describe.each(testEngines())('search on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'revisions', 'search', 'search-sql'] });
    admin = await server.admin();
    member = await server.createUser();
  });
  afterAll(() => server.close());

  const search = async (q: string, opts: { user?: TestUser; order?: string; size?: number } = {}) => {
    const res = await server.api.get<SearchResult>(`${API}/search`, { query: { q, order: opts.order, size: opts.size }, token: opts.user?.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };
  const ids = async (q: string, opts: { user?: TestUser; order?: string } = {}) => (await search(q, opts)).list.map((i) => i.object.id);
  /** Indexing runs after the write commits; wait until the index shows it. */
  const until = (q: string, check: (found: string[]) => boolean, opts: { user?: TestUser } = {}) =>
    expect.poll(async () => check(await ids(q, opts)), { timeout: 10_000, interval: 50 }).toBe(true);

  const askAs = async (user: TestUser, title: string, content = BODY, tags = ['search-test']) => {
    const res = await server.api.post<{ id: string }>(`${API}/question`, { title, content, tags: tags.map((slug_name) => ({ slug_name, display_name: slug_name })) }, { token: user.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.id;
  };
  const answerAs = async (user: TestUser, questionId: string, content: string) => {
    const res = await server.api.post<{ info: { id: string } }>(`${API}/answer`, { question_id: questionId, content }, { token: user.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.info.id;
  };

  it('ranks a title match above a body match and stems English words', async () => {
    const inBody = await askAs(admin, 'A question about orchestration tools', `Is zephyrine good for containers? ${BODY}`);
    const inTitle = await askAs(admin, 'Zephyrine cluster setup guide', BODY);
    await until('zephyrine', (f) => f.includes(inBody) && f.includes(inTitle));
    expect(await ids('zephyrine')).toEqual([inTitle, inBody]);
    const similar = await server.api.get<{ id: string }[]>(`${API}/question/similar`, { query: { title: 'How to set up zephyrine' }, token: member.token });
    expect(similar.data.map((q) => q.id)).toEqual([inTitle, inBody]);
    const related = await server.api.get<{ list: { id: string }[] }>(`${API}/question/similar/tag`, { query: { question_id: inTitle } });
    expect(related.data.list.map((q) => q.id)).toEqual([inBody]);
    const stemmed = await askAs(admin, 'Pool sizes', `I am configuring the quuxpool connections right now. ${BODY}`);
    await until('quuxpool', (f) => f.includes(stemmed));
    expect(await ids('configured quuxpool')).toEqual([stemmed]);
    const hit = (await search('configured quuxpool')).list[0]!;
    expect(hit.object.excerpt).toContain('<em>configuring</em>');
    expect(hit.object.excerpt).toContain('<em>quuxpool</em>');
    expect(hit).toMatchObject({ object_type: 'question', object: { title: 'Pool sizes', url_title: 'pool-sizes', user_info: { username: admin.username }, tags: [{ slug_name: 'search-test' }], status: 'available' } });
  });

  it('a word spelled like a tag\'s index term finds posts that say it, not posts with that tag', async () => {
    const tagged = await askAs(admin, 'Tagtermpin question carrying the tag', BODY, ['tagtermpin']);
    const tag = await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'tagtermpin' } });
    expect(tag.code).toBe(200);
    const term = `tg${tag.data.tag_id}`;
    const saying = await askAs(admin, 'Tagtermpin question saying the term', `The word ${term} appears here. ${BODY}`);
    await until('tagtermpin', (f) => f.includes(tagged) && f.includes(saying));
    expect(await ids(term)).toEqual([saying]);
    expect(await ids('[tagtermpin]')).toEqual([tagged]);
  });

  it('finds Chinese by substring', async () => {
    const id = await askAs(admin, '如何配置数据库连接池', `连接池的大小应该怎么设置？ ${BODY}`);
    await until('连接池', (f) => f.includes(id));
    expect(await ids('数据库')).toContain(id);
    expect(await ids('池')).toContain(id);
    expect(await ids('配置数据库连接池')).toContain(id);
    expect(await ids('连接数据')).not.toContain(id);
    expect((await search('连接池')).list[0]!.object.excerpt).toContain('<em>连接池</em>');
  });

  it('analyzes words alike on every engine: short words, stopwords, digits, accents, joined words', async () => {
    // One analyzer (search-sql's text-analyzer) makes the terms; engines only store and match
    // them, so the same posts give the same hits everywhere. Pinned here for every engine.
    const first = await askAs(admin, 'Analyzerpin: the Go runtime and C', `Don't panic: café au lait, max_pool_size=10, error 404 in v2.1. ${BODY}`);
    const second = await askAs(admin, 'Analyzerpin notes', `Gopher gopherine at the cafe; maxpoolsize and 4040. ${BODY}`);
    await until('analyzerpin', (f) => f.includes(first) && f.includes(second));
    const expectations: [string, string[]][] = [
      ['analyzerpin go', [first]], ['analyzerpin c', [first]], ['analyzerpin the', [first, second]],
      ['analyzerpin café', [first, second]], ['analyzerpin CAFE', [first, second]], ["analyzerpin don't", [first]],
      ['analyzerpin dont', []], ['analyzerpin max_pool_size', [first]], ['analyzerpin maxpoolsize', [second]],
      ['analyzerpin 404', [first]], ['analyzerpin v2', [first]], ['analyzerpin gopher', [second]], ['analyzerpin 10', [first]],
    ];
    for (const [q, expected] of expectations) {
      const found = await search(q);
      expect([...found.list.map((i) => i.object.id)].sort(), q).toEqual([...expected].sort());
      expect(found.count, q).toBe(expected.length);
    }
  });

  it('applies every syntax element', async () => {
    const author = await server.createUser();
    const tagged = await askAs(admin, 'Plinkerton in a tagged question', BODY, ['plinkdb']);
    const byMember = await askAs(author, 'Plinkerton asked by a member', BODY, ['search-test']);
    const answer = await answerAs(member, byMember, `Plinkerton answer text, long enough. ${BODY}`);
    await until('plinkerton', (f) => [tagged, byMember, answer].every((id) => f.includes(id)));
    expect(await ids('plinkerton [plinkdb]')).toEqual([tagged]);
    expect(await ids('[plinkdb]')).toEqual([tagged]);
    expect(await ids('plinkerton [no-such-tag]')).toEqual([]);
    expect(await ids(`plinkerton user:${author.username}`)).toEqual([byMember]);
    expect(await ids('plinkerton user:me', { user: member })).toEqual([answer]);
    expect(await ids('plinkerton user:me')).toEqual([]);
    expect((await ids('plinkerton is:question')).sort()).toEqual([tagged, byMember].sort());
    expect(await ids('plinkerton is:answer')).toEqual([answer]);
    expect(await ids(`plinkerton inquestion:${byMember}`)).toEqual([answer]);
    expect((await ids('plinkerton answers:1'))).toEqual([byMember]);
    expect((await ids('plinkerton hasaccepted:no')).sort()).toEqual([tagged, byMember].sort());
    expect(await ids('plinkerton views:100000')).toEqual([]);
    expect(await ids('plinkerton score:1')).toEqual([]);
    const up = await server.api.post(`${API}/vote/up`, { object_id: tagged }, { token: member.token });
    expect(up.code).toBe(200);
    await until('plinkerton score:1', (f) => f.length === 1 && f[0] === tagged);
    expect((await ids('plinkerton', { order: 'score' }))[0]).toBe(tagged);
    expect(await ids('plinkerton', { order: 'newest' })).toEqual([answer, byMember, tagged]);
    const accept = await server.api.post(`${API}/answer/acceptance`, { question_id: byMember, answer_id: answer }, { token: author.token });
    expect(accept.code, JSON.stringify(accept)).toBe(200);
    await until('plinkerton isaccepted:yes', (f) => f.length === 1 && f[0] === answer);
    await until('plinkerton hasaccepted:no', (f) => f.length === 1 && f[0] === tagged);
    expect((await search('plinkerton is:answer')).list[0]!.object).toMatchObject({ accepted: true, question_id: byMember, title: 'Plinkerton asked by a member' });
    // An exact phrase must appear as written; the same words apart do not match.
    const phrase = await askAs(admin, 'Grumbleweed quasar notes', `The quasar grumbleweed comes first here. ${BODY}`);
    await until('grumbleweed', (f) => f.includes(phrase));
    expect(await ids('"quasar grumbleweed"')).toEqual([phrase]);
    expect(await ids('"grumbleweed notes quasar"')).toEqual([]);
  });

  it('writes only the count a vote changed: no document analyzed and written again, no note cleared', async () => {
    const question = await askAs(admin, 'Zorbulate tuning for vote counts', BODY);
    const answer = await answerAs(member, question, `Zorbulate answer text, long enough. ${BODY}`);
    await until('zorbulate', (f) => f.includes(question) && f.includes(answer));
    const written: string[] = [];
    const lookups: string[] = [];
    const note = (q: { sql: string }) => {
      // A vote is not noted as owed (search_pending): its write clears nothing either.
      if (/search_doc|search_pending/.test(q.sql) && !/^select/i.test(q.sql)) written.push(q.sql);
      // The vote carries its answer's question: nobody looks it up, in the vote or after it.
      if (/^select [`"]question_id[`"] from [`"]answer[`"]/.test(q.sql)) lookups.push(q.sql);
    };
    server.kernel.db.on('query', note);
    try {
      expect((await server.api.post(`${API}/vote/up`, { object_id: answer }, { token: admin.token })).code).toBe(200);
      await until('zorbulate score:1', (f) => f.length === 1 && f[0] === answer);
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(written).toEqual([expect.stringMatching(/^update [`"]search_doc[`"] set [`"]vote_count[`"] = case [`"]object_id[`"] when (\?|\$1) then 1 end/)]);
    expect(lookups).toEqual([]);
    expect((await ids('zorbulate', { order: 'score' }))[0]).toBe(answer);
  });

  it('adds a question just asked with one insert, and an insert over a document a rebuild wrote meanwhile replaces it', async () => {
    const written: string[] = [];
    const note = (q: { sql: string }) => {
      if (/search_doc/.test(q.sql) || /^BEGIN/.test(q.sql)) written.push(q.sql);
    };
    server.kernel.db.on('query', note);
    let id: string;
    try {
      id = await askAs(member, 'Grizzleplonk asked once', BODY);
      await until('grizzleplonk', (f) => f.includes(id));
    } finally {
      server.kernel.db.off('query', note);
    }
    // No transaction of its own (the one BEGIN is the ask's), no delete of what cannot be there yet: one write, an insert.
    expect(written.filter((sql) => !/^select/i.test(sql))).toEqual(['BEGIN;', expect.stringMatching(/^insert into [`"]search_doc[`"]/)]);

    // As if a rebuild had written the post before its event's insert: the insert replaces it.
    const engine = server.kernel.host.extensions.one(SearchEnginePoint)!;
    const doc: SearchDocument = {
      objectId: id, type: 'question', questionId: id, userId: member.id, title: 'Snickerwhistle renamed', body: BODY, tagIds: [], createdAt: 1_700_000_000,
      activeAt: 1_700_000_000, voteCount: 0, viewCount: 0, answerCount: 0, accepted: false, hidden: false,
    };
    await engine.insert!([doc]);
    expect(await ids('snickerwhistle')).toEqual([id]);
    expect(await ids('grizzleplonk')).toEqual([]);
    expect(await server.kernel.db('search_doc').where({ object_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('adds a new answer\'s document alone and sets the answer count on its question\'s others', async () => {
    const question = await askAs(member, 'Flumptastic question for answer counts', BODY);
    const first = await answerAs(admin, question, `Flumptastic first answer. ${BODY}`);
    await until('flumptastic', (f) => f.includes(question) && f.includes(first));
    const written: string[] = [];
    const note = (q: { sql: string }) => {
      if (/search_doc/.test(q.sql) && !/^select/i.test(q.sql)) written.push(q.sql);
    };
    server.kernel.db.on('query', note);
    let second: string;
    try {
      second = await answerAs(member, question, `Flumptastic second answer. ${BODY}`);
      await until('flumptastic', (f) => f.includes(second));
    } finally {
      server.kernel.db.off('query', note);
    }
    // No document deleted and analyzed again: the new one inserted, the count set on the rest.
    expect(written).toEqual([expect.stringMatching(/^insert into [`"]search_doc[`"]/), expect.stringMatching(/^update [`"]search_doc[`"] set [`"]answer_count[`"] = case [`"]question_id[`"]/)]);
    const docs = await server.kernel.db('search_doc').where({ question_id: question }).select('object_id', 'answer_count', 'active_at');
    expect(docs.map((d) => [String(d.object_id), Number(d.answer_count)]).sort()).toEqual([[question, 2], [first, 2], [second!, 2]].sort());
    const row = await server.kernel.db('question').where({ id: question }).first('post_update_time');
    expect(Number(docs.find((d) => String(d.object_id) === question)!.active_at)).toBe(Number(row.post_update_time));
    expect(await ids('flumptastic answers:2')).toEqual([question]);
  });

  it('follows a tag to its synonyms', async () => {
    const id = await askAs(admin, 'Snorkelfish tagged with the main tag', BODY, ['snorkel-main']);
    const main = await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'snorkel-main' } });
    const set = await server.api.put(`${API}/tag/synonym`, { tag_id: main.data.tag_id, synonym_tag_list: [{ slug_name: 'snorkel-alias', display_name: 'snorkel-alias' }] }, { token: admin.token });
    expect(set.code, JSON.stringify(set)).toBe(200);
    await until('[snorkel-main]', (f) => f.includes(id));
    expect(await ids('snorkelfish [snorkel-alias]')).toEqual([id]);
  });

  it('keeps the index in step with edits, deletes, recovery, close and hide', async () => {
    const id = await askAs(member, 'Wibblequark original title', BODY);
    await until('wibblequark', (f) => f.includes(id));
    const edit = await server.api.put(`${API}/question`, { id, title: 'Frobnostication renamed title', content: BODY, tags: [{ slug_name: 'search-test' }] }, { token: member.token });
    expect(edit.code, JSON.stringify(edit)).toBe(200);
    await until('frobnostication', (f) => f.includes(id));
    expect(await ids('wibblequark')).toEqual([]);
    const answer = await answerAs(admin, id, `Blorptastic answer body for the index. ${BODY}`);
    await until('blorptastic', (f) => f.includes(answer));
    const editAnswer = await server.api.put(`${API}/answer`, { id: answer, question_id: id, content: `Snazzlewhip replaces the answer body. ${BODY}` }, { token: admin.token });
    expect(editAnswer.code, JSON.stringify(editAnswer)).toBe(200);
    await until('snazzlewhip', (f) => f.includes(answer));
    expect(await ids('blorptastic')).toEqual([]);

    const close = await server.api.put(`${API}/question/status`, { id, close_type: 1, close_msg: 'Asked elsewhere' }, { token: admin.token });
    expect(close.code, JSON.stringify(close)).toBe(200);
    await expect.poll(async () => (await search('frobnostication')).list[0]?.object.status, { timeout: 10_000, interval: 50 }).toBe('closed');
    expect((await server.api.put(`${API}/question/reopen`, { question_id: id }, { token: admin.token })).code).toBe(200);

    expect((await server.api.put(`${API}/question/operation`, { id, operation: 'hide' }, { token: admin.token })).code).toBe(200);
    await until('frobnostication', (f) => f.length === 0);
    expect(await ids('snazzlewhip')).toEqual([]);
    expect(await ids('frobnostication', { user: admin })).toEqual([id]);
    expect((await server.api.put(`${API}/question/operation`, { id, operation: 'show' }, { token: admin.token })).code).toBe(200);
    await until('frobnostication', (f) => f.includes(id));

    const delAnswer = await server.api.delete(`${API}/answer`, { id: answer }, { token: admin.token });
    expect(delAnswer.code, JSON.stringify(delAnswer)).toBe(200);
    await until('snazzlewhip', (f) => f.length === 0);
    const del = await server.api.delete(`${API}/question`, { id }, { token: member.token });
    expect(del.code, JSON.stringify(del)).toBe(200);
    await until('frobnostication', (f) => f.length === 0);
    expect(await ids('frobnostication', { user: admin })).toEqual([]);
    expect((await server.api.post(`${API}/question/recover`, { question_id: id }, { token: admin.token })).code).toBe(200);
    await until('frobnostication', (f) => f.includes(id));
  });

  it('follows an answer brought back, a change of tags and a rollback', async () => {
    const id = await askAs(member, 'Quibblefrost in the first title', BODY, ['search-test']);
    const answer = await answerAs(admin, id, `Dorkelwhistle answers it. ${BODY}`);
    await until('dorkelwhistle', (f) => f.includes(answer));
    expect((await server.api.delete(`${API}/answer`, { id: answer }, { token: admin.token })).code).toBe(200);
    await until('dorkelwhistle', (f) => f.length === 0);
    expect((await server.api.post(`${API}/answer/recover`, { answer_id: answer }, { token: admin.token })).code).toBe(200);
    await until('dorkelwhistle', (f) => f.includes(answer));

    // New tags reach the question and its answer (answers carry their question's tags).
    const retag = await server.api.put(`${API}/question`, { id, title: 'Quibblefrost retagged', content: BODY, tags: [{ slug_name: 'retagged-frost', display_name: 'retagged-frost' }] }, { token: member.token });
    expect(retag.code, JSON.stringify(retag)).toBe(200);
    await until('[retagged-frost]', (f) => f.includes(id) && f.includes(answer));
    expect(await ids('quibblefrost [search-test]')).toEqual([]);

    const revisions = await server.api.get<{ id: string; title: string }[]>(`${API}/revisions`, { query: { object_id: id }, token: member.token });
    const first = revisions.data.find((r) => r.title === 'Quibblefrost in the first title')!;
    const rollback = await server.api.put(`${API}/revisions/rollback`, { object_id: id, revision_id: first.id }, { token: member.token });
    expect(rollback.code, JSON.stringify(rollback)).toBe(200);
    await until('dorkelwhistle [search-test]', (f) => f.includes(answer));
    expect(await ids('[retagged-frost]')).toEqual([]);
    expect(await ids('quibblefrost first')).toEqual([id]);
  });

  it('answers hostile input as text or an empty page, never an error', async () => {
    const id = await askAs(admin, 'Hostile input near the zorblax', BODY);
    await until('zorblax', (f) => f.includes(id));
    const cases = [
      '"unbalanced zorblax', 'zorblax"', '[zorblax', 'zorblax]', '[]', '"', '""', '*', 'zorblax*', '-zorblax', '^zorblax', 'NEAR(zorblax, 2)',
      'zorblax NEAR hostile', 'zorblax:', ':zorblax', 'title:zorblax', '+zorblax', '~zorblax', '(zorblax', 'zorblax OR 1=1', "' OR '1'='1",
      "zorblax'; DROP TABLE question; --", 'zorblax AND NOT', '{zorblax}', '@zorblax', '<zorblax>', 'zorblax\\', '%zorblax%', '_', 'user:', 'score:abc',
      '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~!@#$%^&*()_+-=[]{};:\'",.<>', 'inquestion:99999999999999999999', 'score:99999999999',
    ];
    for (const q of cases) {
      const res = await server.api.get<SearchResult>(`${API}/search`, { query: { q } });
      expect(res.code, `${q}: ${JSON.stringify(res)}`).toBe(200);
    }
    for (const q of ['"hostile zorblax', 'zorblax"', 'zorblax*', '-zorblax', '^zorblax', 'zorblax:', '(zorblax', "zorblax';--", '[zorblax']) {
      expect(await ids(q), q).toContain(id);
    }
    expect(await ids('*')).toEqual([]);
    expect(await ids('!@#$%^&*()')).toEqual([]);
  });

  it('validates q, size and order', async () => {
    const long = await server.api.get(`${API}/search`, { query: { q: 'x'.repeat(61) } });
    expect(long).toMatchObject({ code: 400, data: [{ error_field: 'q' }] });
    expect((await server.api.get(`${API}/search`, { query: { q: '' } })).code).toBe(400);
    expect((await server.api.get(`${API}/search`, { query: { q: 'a', size: 51 } })).code).toBe(400);
    expect((await server.api.get(`${API}/search`, { query: { q: 'a', order: 'votes' } })).code).toBe(400);
    expect((await server.api.get(`${API}/search`, { query: { q: 'x'.repeat(60) } })).code).toBe(200);
  });

  it('pages with size and describes the engine', async () => {
    for (let i = 0; i < 3; i += 1) await askAs(admin, `Pagewump number ${i}`, BODY);
    await until('pagewump', (f) => f.length === 3);
    const page = await search('pagewump', { size: 2 });
    expect(page.count).toBe(3);
    expect(page.list).toHaveLength(2);
    const desc = await server.api.get<{ name: string }>(`${API}/search/desc`);
    expect(desc).toMatchObject({ code: 200, data: { name: 'Quorum' } });
    const xml = await fetch(`${server.url}/opensearch.xml`);
    expect(xml.headers.get('content-type')).toContain('opensearchdescription+xml');
    expect(await xml.text()).toContain('http://quorum.test/search?q={searchTerms}');
  });

  it('stops counting at 10,000 and orders a query that broad newest first', { timeout: 120_000 }, async () => {
    const engine = server.kernel.host.extensions.one(SearchEnginePoint)!;
    // Documents straight into the engine (asking 10,000 questions would take minutes): the
    // oldest holds the word in its title, so relevance would rank it first.
    const fake = (i: number): SearchDocument => ({
      objectId: `9009${String(i).padStart(13, '0')}`, type: 'question', questionId: `9009${String(i).padStart(13, '0')}`, userId: '1',
      title: i === 0 ? 'Capstonewort in the title' : `Filler ${i}`, body: `capstonewort filler text ${i}`, tagIds: [], createdAt: 1_700_000_000 + i,
      activeAt: 1_700_000_000 + i, voteCount: 0, viewCount: 0, answerCount: 0, accepted: false, hidden: false,
    });
    const seeded = BROAD_MATCHES + 50;
    for (let i = 0; i < seeded; i += 1000) await engine.upsert(Array.from({ length: Math.min(1000, seeded - i) }, (_, j) => fake(i + j)));
    const condition = { words: ['capstonewort'], tagGroups: [], includeHidden: false, order: 'relevance' as const, page: 1, size: 5 };
    const { statements, result: broad } = await statementsDuring(server.kernel.db, () => engine.search(condition));
    expect(broad.total).toBe(BROAD_MATCHES);
    // judged broad by the newest documents' share of matches: no count walks the matches to the cap
    expect(statements.filter((sql) => /count\(/i.test(sql) && /limit/i.test(sql))).toEqual([]);
    expect(broad.hits.map((h) => h.id)).toEqual([seeded - 1, seeded - 2, seeded - 3, seeded - 4, seeded - 5].map((i) => fake(i).objectId));
    expect((await engine.search({ ...condition, page: 3 })).hits.map((h) => h.id)).toEqual([seeded - 11, seeded - 12, seeded - 13, seeded - 14, seeded - 15].map((i) => fake(i).objectId));

    // Through the API: the count says 10000, and a real question indexed last comes first.
    const real = await askAs(admin, 'Capstonewort asked for real', BODY);
    await until('capstonewort', (f) => f[0] === real);
    expect((await search('capstonewort')).count).toBe(BROAD_MATCHES);

    // Narrower again: exact counts and relevance, the title match first.
    await engine.remove(Array.from({ length: seeded - 100 }, (_, i) => fake(i + 100).objectId));
    const narrow = await engine.search({ ...condition, size: 3 });
    expect(narrow.total).toBe(101);
    expect(narrow.hits.slice(0, 2).map((h) => h.id).sort()).toEqual([fake(0).objectId, real].sort());
    await engine.remove(Array.from({ length: 100 }, (_, i) => fake(i).objectId));
  });
});
