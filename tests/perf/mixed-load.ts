import autocannon from 'autocannon';
import type { Knex } from 'knex';
import type { Kernel } from '../../kernel/kernel.ts';
import { MailStatus, Role } from '../../kernel/auth/session-user.ts';
import { seededRandom } from '../support/seeded-random.ts';

/**
 * The bench's mixed load: members ask, answer, vote and comment (each request from a member
 * picked at random, each member with its own X-Forwarded-For address, which the server
 * believes from loopback) while anonymous visitors read the list, question pages and a tag
 * page, on the same site at once. A site served by several processes gets an even share of
 * the writers' and of the readers' connections on each. Afterwards every counter the writes
 * moved is recounted from its rows, and the list totals each process reports are checked
 * against a count.
 */
export interface MixedFigure {
  writesPerSecond: number;
  readsPerSecond: number;
  writeP99: number;
  readP99: number;
  /** Answers other than 2xx, by what was asked: `ask 400`. */
  refused: Record<string, number>;
  errors: number;
  /** Every counter equal to its rows and every list total to a count: the mismatches, else none. */
  wrongCounters: Record<string, number>;
}

export interface MixedPlan {
  /** The API base (`…/answer/api/v1`) of each process serving the site. */
  bases: string[];
  seconds: number;
  writers: number;
  readers: number;
  members: number;
  topTag: string;
}

/** Above the highest threshold of every reputation preset (plugins/reputation/schemas/privileges.ts). */
const MEMBER_RANK = 10_000;

const count = (rows: { n?: number | string }[]) => Number(rows[0]?.n ?? 0);

export async function signInMembers(kernel: Kernel, n: number): Promise<{ token: string; ip: string }[]> {
  const now = kernel.clock.now();
  const stamp = Date.now().toString(36);
  const members = [];
  for (let i = 0; i < n; i += 1) {
    const name = `mixed${stamp}m${i}`;
    // Established members: reputation enough for every privilege they use (a new tag, a down vote).
    const id = await kernel.users.create({ username: name, e_mail: `${name}@bench.test`, pass: '', display_name: name, mail_status: MailStatus.activated, role_id: Role.user, rank: MEMBER_RANK }, now);
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
    members.push({ token: (await kernel.sessions.create(id, ip)).token, ip });
  }
  return members;
}

/** Live questions and answers to write to (none by the bench's members, so votes are never on one's own post). */
export async function mixedTargets(db: Knex): Promise<{ questions: string[]; answers: string[] }> {
  const questions = (await db('question').where({ status: 1, show: 1 }).orderBy('id', 'desc').limit(2000).select('id')).map((r: { id: string }) => String(r.id));
  const answers = (await db('answer').where({ status: 1 }).orderBy('id', 'desc').limit(2000).select('id')).map((r: { id: string }) => String(r.id));
  return { questions, answers };
}

/** `kernel`: the bench's own, on the site the servers at `plan.bases` (other processes) serve; it signs members in and recounts. */
export async function mixedLoad(kernel: Kernel, plan: MixedPlan): Promise<MixedFigure> {
  // The pages measured before may have left statements queued (a busy tag's first count).
  await settled(kernel.db);
  const members = await signInMembers(kernel, plan.members);
  const { questions, answers } = await mixedTargets(kernel.db);
  const random = seededRandom(13);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const refused: Record<string, number> = {};
  let asked = 0;
  const prefix = new URL(plan.bases[0]!).pathname;
  const json = (kind: string, path: () => string, body: () => object): autocannon.Request => ({
    method: 'POST',
    setupRequest: (req) => {
      const member = pick(members);
      return { ...req, path: prefix + path(), headers: { 'content-type': 'application/json', authorization: member.token, 'x-forwarded-for': member.ip }, body: JSON.stringify(body()) };
    },
    onResponse: (status) => {
      if (status >= 300) refused[`${kind} ${status}`] = (refused[`${kind} ${status}`] ?? 0) + 1;
    },
  });
  // autocannon opens connection i to bases[i % n], so writers and readers split evenly between
  // the processes; it takes a list of URLs, though its types still say one.
  const urls = plan.bases as unknown as string;
  const writes = autocannon({
    url: urls,
    connections: plan.writers,
    duration: plan.seconds,
    requests: [
      json('ask', () => '/question', () => ({ title: `Mixed load question number ${(asked += 1)} about ${pick(['caching', 'indexes', 'proxies'])}`, content: 'A body long enough to pass the rules.', tags: [{ slug_name: plan.topTag }, { slug_name: `mixed-${asked % 50}` }] })),
      json('answer', () => '/answer', () => ({ question_id: pick(questions), content: 'An answer long enough to pass the rules.' })),
      json('vote', () => (random() < 0.5 ? '/vote/up' : '/vote/down'), () => ({ object_id: random() < 0.5 ? pick(questions) : pick(answers) })),
      json('comment', () => '/comment', () => ({ object_id: pick(questions), original_text: 'A comment long enough to pass.' })),
    ],
  });
  const readPath = () => pick([
    '/question/page?page=1',
    `/question/info?id=${pick(questions)}`,
    `/answer/page?question_id=${pick(questions)}&page=1&page_size=10`,
    `/comment/page?object_id=${pick(questions)}&page=1&page_size=20`,
    `/question/page?tag=${plan.topTag}&order=newest`,
  ]);
  const reads = autocannon({
    url: urls,
    connections: plan.readers,
    duration: plan.seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: prefix + readPath() }) }],
  });
  const [w, r] = await Promise.all([writes, reads]);
  await settled(kernel.db);
  const wrongCounters = await recount(kernel, plan);
  return {
    writesPerSecond: Math.round(w['2xx'] / plan.seconds),
    readsPerSecond: Math.round(r['2xx'] / plan.seconds),
    writeP99: w.latency.p99,
    readP99: r.latency.p99,
    refused,
    errors: w.errors + r.errors + r.non2xx,
    wrongCounters,
  };
}

/**
 * Waits until the servers have finished writing: autocannon stops sending at the deadline, but
 * writes it sent before are still committing (with their after-commit work), and a recount
 * must come after them. The servers are other processes, so this watches the database for a
 * second: on MariaDB and PostgreSQL no other connection to the site's database may be running
 * a statement or be inside a transaction; on SQLite the writer's `data_version` must stay put
 * (it moves whenever another connection commits; raw SQL always runs on the one pooled writer).
 */
async function settled(db: Knex): Promise<void> {
  let version = '';
  const busy = async () => {
    if (db.client.dialect === 'mysql') {
      const [rows] = await db.raw("select count(*) as n from information_schema.processlist where db = database() and command <> 'Sleep' and id <> connection_id()");
      return count(rows) > 0;
    }
    if (db.client.dialect === 'postgresql') {
      const { rows } = await db.raw("select count(*) as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()");
      return count(rows) > 0;
    }
    const now = String(((await db.raw('PRAGMA data_version')) as { data_version: number }[])[0]?.data_version);
    const moved = now !== version;
    version = now;
    return moved;
  };
  for (let quiet = 0; quiet < 10; ) {
    quiet = (await busy()) ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Counters against their rows (the generator's test uses the same checks) and list totals against
 * counts, through each process serving the site (`list total via process 2`).
 */
async function recount(kernel: Kernel, plan: MixedPlan): Promise<Record<string, number>> {
  const db = kernel.db;
  const wrong = async (sql: Knex.QueryBuilder) => count(await sql.count({ n: '*' }));
  const listed = async (base: string, query: string) => ((await (await fetch(`${base}/question/page?${query}`)).json()) as { data: { count: number } }).data.count;
  const totals: Record<string, number> = {};
  const checkTotal = async (name: string, query: string, counted: number) => {
    for (const [i, base] of plan.bases.entries()) totals[plan.bases.length > 1 ? `${name} via process ${i + 1}` : name] = Math.abs((await listed(base, query)) - counted);
  };
  const listedCount = count(await db('question').whereIn('status', [1, 2]).andWhere({ show: 1 }).count({ n: '*' }));
  const tag = await db('tag').where({ slug_name: plan.topTag }).first('id');
  const taggedCount = count(await db('question as q').join('tag_rel as r', 'r.object_id', 'q.id').where({ 'r.tag_id': tag.id, 'r.status': 1, 'q.show': 1 }).whereIn('q.status', [1, 2]).count({ n: '*' }));
  await checkTotal('list total', 'page=1', listedCount);
  await checkTotal('unanswered list total', 'order=unanswered', count(await db('question').whereIn('status', [1, 2]).andWhere({ show: 1, answer_count: 0 }).count({ n: '*' })));
  await checkTotal(`${plan.topTag} list total`, `tag=${plan.topTag}&order=newest`, taggedCount);
  const checks: Record<string, number> = {
    'question.answer_count': await wrong(db('question as q').whereRaw('q.answer_count <> (select count(*) from answer a where a.question_id = q.id and a.status = 1)')),
    'question.comment_count': await wrong(db('question as q').whereRaw('q.comment_count <> (select count(*) from comment c where c.object_id = q.id and c.status = 1)')),
    'question.vote_count': await wrong(db('question as q').whereRaw('q.vote_count <> (select coalesce(sum(v.direction), 0) from vote v where v.object_id = q.id)')),
    'answer.vote_count': await wrong(db('answer as a').whereRaw('a.vote_count <> (select coalesce(sum(v.direction), 0) from vote v where v.object_id = a.id)')),
    'tag.question_count': await wrong(db('tag as t').whereRaw('t.question_count <> (select count(*) from tag_rel r join question q on q.id = r.object_id where r.tag_id = t.id and r.status = 1 and q.status in (1, 2))')),
    ...totals,
  };
  return Object.fromEntries(Object.entries(checks).filter(([, n]) => n !== 0));
}
