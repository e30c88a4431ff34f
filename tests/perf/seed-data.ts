import type { Knex } from 'knex';
import { fillListTotals } from '../../plugins/questions/server/questions/list-totals.ts';
import { HotScoreKeeper } from '../../plugins/questions/server/questions/hot-score-keeper.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** What to generate; everything else follows from the number of questions. */
export interface SeedPlan {
  questions: number;
  /** Members: a tenth of the questions, at least 200. */
  members?: number;
  seed?: number;
  progress?: (done: number, total: number) => void;
}

export interface SeedResult {
  members: number;
  tags: number;
  questions: number;
  answers: number;
  comments: number;
  votes: number;
  /** A live question with exactly 10 answers and 20 comments (the bench's question page). */
  showcaseId: string;
  /** The most used tag (the bench's tag page). */
  topTag: string;
}


const QUESTION = 1, ANSWER = 2, TAG = 3, COMMENT = 5;
const id = (type: number, counter: number) => `1${String(type).padStart(3, '0')}${String(counter).padStart(13, '0')}`;
const BATCH = 2000;
export const WORDS = 'proxy cache index query deploy build config docker sqlite mysql schema migration token session upload image render markdown plugin route test bench memory thread socket'.split(' ');

/**
 * Inserts in chunks under both engines' limits: bound parameters, and SQLite's 500 terms of a
 * compound SELECT (knex writes a multi-row insert there as UNION ALL).
 */
async function insert(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const per = Math.min(400, Math.floor(30000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += per) await trx(table).insert(rows.slice(i, i + per));
}

/**
 * Writes a realistic site straight through the storage engine, in batches of 2,000 questions
 * with their answers, comments, votes and tag links in one transaction each: members, tags
 * with a long tail (a few carry most questions), 0–10 answers a question, accepted answers,
 * some closed and deleted questions. Counters (answer, comment and vote counts, tag question
 * counts, accepted and last answers, the kept list totals) are computed from the rows written,
 * so they agree.
 */
export async function seedSite(db: Knex, plan: SeedPlan): Promise<SeedResult> {
  // The same seed gives the same site, so runs compare.
  const rnd = seededRandom(plan.seed ?? 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = Math.floor(Date.now() / 1000);
  const span = 3 * 365 * 24 * 3600;
  const memberCount = plan.members ?? Math.max(200, Math.floor(plan.questions / 10));
  const tagCount = Math.max(50, Math.min(20_000, Math.floor(plan.questions / 20)));
  const firstUser = Number((await db('user').max({ m: 'id' }).first())?.m ?? 0) + 1;
  let counter = Number((await db('uniqid').max({ m: 'id' }).first())?.m ?? 0) + 1;
  const result: SeedResult = { members: memberCount, tags: tagCount, questions: 0, answers: 0, comments: 0, votes: 0, showcaseId: '', topTag: 'tag-0' };

  for (let i = 0; i < memberCount; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, memberCount - i) }, (_, j) => {
      const n = i + j;
      return { id: firstUser + n, username: `seed${n}`, e_mail: `seed${n}@seed.test`, pass: '', display_name: `Seed member ${n}`, mail_status: 1, role_id: 1, avatar: '', bio: '', bio_html: '', created_at: now - span, updated_at: now - span };
    });
    await db.transaction((trx) => insert(trx, 'user', rows));
  }
  const user = () => String(firstUser + Math.floor(rnd() * memberCount));

  const tagIds = Array.from({ length: tagCount }, () => id(TAG, counter++));
  const tagUse = new Array<number>(tagCount).fill(0);
  // A cube of a uniform draw: tag 0 is the busiest and most tags are rare (a long tail).
  const tagIndex = () => Math.floor(tagCount * rnd() ** 3);

  for (let start = 0; start < plan.questions; start += BATCH) {
    const q: Record<string, unknown>[] = [], a: Record<string, unknown>[] = [], c: Record<string, unknown>[] = [], v: Record<string, unknown>[] = [], rel: Record<string, unknown>[] = [];
    for (let n = start; n < Math.min(plan.questions, start + BATCH); n++) {
      const qid = id(QUESTION, counter++);
      const showcase = n === 0;
      const asker = user();
      const created = now - span + Math.floor((span * n) / plan.questions);
      const roll = rnd();
      const status = showcase ? 1 : roll < 0.01 ? 10 : roll < 0.03 ? 2 : 1;
      const title = `How do I ${pick(WORDS)} the ${pick(WORDS)} with ${pick(WORDS)} (${n})`;
      const tags = new Set<number>(showcase ? [0] : Array.from({ length: 1 + Math.floor(rnd() * 3) }, tagIndex));
      for (const t of tags) {
        rel.push({ object_id: qid, tag_id: tagIds[t], status: status === 10 ? 10 : 1, created_at: created });
        if (status !== 10) tagUse[t]! += 1;
      }
      const answers = showcase ? 10 : Math.min(10, Math.floor(-Math.log(1 - rnd()) * 1.4));
      let last = '0', lastUser = asker, updated = created, accepted = '0';
      for (let k = 0; k < answers; k++) {
        const aid = id(ANSWER, counter++);
        const at = created + 600 * (k + 1);
        const acceptedHere = k === 0 && (showcase || rnd() < 0.35);
        if (acceptedHere) accepted = aid;
        const votes = Math.floor(rnd() * 4);
        a.push({ id: aid, question_id: qid, user_id: lastUser = user(), original_text: `Try ${pick(WORDS)} first, then ${pick(WORDS)}.`, parsed_text: `<p>Try ${pick(WORDS)} first.</p>`, status: 1, accepted: acceptedHere ? 2 : 1, vote_count: votes, created_at: at, updated_at: at });
        for (let u = 0; u < votes; u++) v.push({ object_id: aid, object_type: 'answer', user_id: firstUser + ((n * 7 + k * 13 + u) % memberCount), object_user_id: Number(lastUser), direction: 1, created_at: at, updated_at: at });
        last = aid;
        updated = at;
      }
      const comments = showcase ? 20 : rnd() < 0.3 ? 1 + Math.floor(rnd() * 3) : 0;
      for (let k = 0; k < comments; k++) {
        const at = created + 60 * (k + 1);
        c.push({ id: id(COMMENT, counter++), object_id: qid, question_id: qid, user_id: Number(user()), original_text: 'Which version is this?', parsed_text: '<p>Which version is this?</p>', status: 1, created_at: at, updated_at: at });
      }
      const votes = Math.floor(rnd() * 5);
      for (let u = 0; u < votes; u++) v.push({ object_id: qid, object_type: 'question', user_id: firstUser + ((n * 11 + u) % memberCount), object_user_id: Number(asker), direction: 1, created_at: created, updated_at: created });
      q.push({
        id: qid, user_id: asker, title, original_text: `I tried to ${pick(WORDS)} it.`, parsed_text: `<p>I tried to ${pick(WORDS)} it.</p>`, description: `I tried to ${pick(WORDS)} it.`,
        status, pin: 1, show: 1, view_count: Math.floor(rnd() * 1000), answer_count: answers, vote_count: votes, comment_count: comments,
        accepted_answer_id: accepted, last_answer_id: last, close_type: status === 2 ? 1 : 0, operator_id: lastUser, operation_type: answers ? 'answered' : 'asked',
        created_at: created, updated_at: updated, post_update_time: updated,
      });
      if (showcase) result.showcaseId = qid;
      result.answers += answers;
      result.comments += comments;
    }
    result.votes += v.length;
    await db.transaction(async (trx) => {
      await insert(trx, 'question', q);
      await insert(trx, 'answer', a);
      await insert(trx, 'comment', c);
      await insert(trx, 'vote', v);
      await insert(trx, 'tag_rel', rel);
    });
    result.questions += q.length;
    plan.progress?.(result.questions, plan.questions);
  }

  await db.transaction(async (trx) => {
    const rows = tagIds.map((tid, i) => ({ id: tid, slug_name: `tag-${i}`, display_name: `tag-${i}`, original_text: '', parsed_text: '', question_count: tagUse[i], status: 1, user_id: String(firstUser), created_at: now - span, updated_at: now - span }));
    await insert(trx, 'tag', rows);
    // The id generator continues after the ids written here.
    await trx('uniqid').insert({ id: counter, object_type: 0 });
  });
  // The rows went past the questions repository, which keeps the list totals.
  await fillListTotals(db);
  // written around the repository: the hot tab's stored scores, as of the generator's clock
  // (every viewed one whatever its age, as migration 007 scores them; the hourly pass keeps only the hot list's window)
  const hot = new HotScoreKeeper({ now: () => now });
  for (let after = ''; ;) {
    const ids = (await db('question').where('id', '>', after).andWhere('view_count', '>', 0).orderBy('id').limit(1000).pluck('id')).map(String);
    if (ids.length === 0) break;
    await hot.rescore(db, ids);
    after = ids[ids.length - 1]!;
  }
  return result;
}
