import type { Knex } from 'knex';
import { integerCase, locksRows } from '../../../../kernel/api.ts';
import { QuestionStatus, Show, type Db } from '../post-rows.ts';

/** What decides which kept totals a question counts in. */
export interface Listing {
  status: number;
  show: number;
  answer_count: number;
}

/** The columns of a question `Listing` reads; a change to any of them may move a total. */
export const LISTING_COLUMNS = ['status', 'show', 'answer_count'] as const;

/** Whether a question shows in the lists (open or closed, not hidden). */
export const listed = (q: Listing) => (q.status === QuestionStatus.normal || q.status === QuestionStatus.closed) && q.show === Show.listed;

/**
 * The kept totals, by scope: every listed question (open or closed, not hidden; the default
 * list and its sorts), and those of them without a live answer (the unanswered tab).
 */
const SCOPES = {
  listed,
  unanswered: (q: Listing) => listed(q) && q.answer_count === 0,
} satisfies Record<string, (q: Listing) => boolean>;

export type ListScope = keyof typeof SCOPES;

/**
 * All SQL on `question_list_total`. A list page reads its total here instead of counting
 * (a count over a million listed questions holds SQLite's one thread for hundreds of
 * milliseconds); QuestionRepository moves the totals in the same transaction as every change
 * to the columns a `Listing` reads, so they stay exact whatever commits in between.
 */
export class ListTotals {
  async read(db: Db, scope: ListScope): Promise<number> {
    const row = (await db('question_list_total').where({ scope }).first('n')) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  }

  /** Moves every total a question left or joined going from `before` to `after` (undefined: no row), in one update. */
  async move(trx: Knex.Transaction, before: Listing | undefined, after: Listing | undefined): Promise<void> {
    const moved = Object.entries(SCOPES).flatMap(([scope, counts]) => {
      const delta = (after && counts(after) ? 1 : 0) - (before && counts(before) ? 1 : 0);
      return delta === 0 ? [] : [{ scope, delta }];
    });
    if (moved.length === 0) return;
    const scopes = moved.map((m) => m.scope);
    // The rows locked in one order first: an UPDATE locks them in the order its scan meets them,
    // which on PostgreSQL may differ between two writers moving the same two totals (each then
    // waited for the row the other held: a deadlock, and one ask answered 500).
    if (locksRows(trx)) await trx('question_list_total').whereIn('scope', scopes).orderBy('scope').forUpdate().select('scope');
    const by = integerCase(trx, 'scope', moved.map((m) => [m.scope, m.delta] as const));
    await trx('question_list_total').whereIn('scope', scopes).update({ n: trx.raw('?? + ?', ['n', by]) });
  }
}

/**
 * Counts every total from the question rows and stores it, for writers that go past the
 * repository (the data generator, the search bench, tests). Migration 005 keeps its own copy.
 */
export async function fillListTotals(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    const live = () => trx('question').whereIn('status', [QuestionStatus.normal, QuestionStatus.closed]).andWhere('show', Show.listed);
    const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
    const totals: Record<ListScope, number> = { listed: await count(live()), unanswered: await count(live().andWhere('answer_count', 0)) };
    await trx('question_list_total').delete();
    await trx('question_list_total').insert(Object.entries(totals).map(([scope, n]) => ({ scope, n })));
  });
}
