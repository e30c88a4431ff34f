import type { Knex } from 'knex';

/** A post that links: a question's own text (`answerId` '0') or one of its answers. */
export interface LinkSource {
  questionId: string;
  answerId: string;
}

/** Where a link points: a question, or one of its answers. */
export interface LinkTarget {
  questionId: string;
  answerId: string;
}

export interface LinkRow {
  from_question_id: string;
  from_answer_id: string;
  to_question_id: string;
  to_answer_id: string;
}

/** All SQL on `question_link`. */
export class LinkRepository {
  constructor(private readonly db: () => Knex) {}

  /**
   * Sets each source's links to what its text holds now, all sources in one transaction: a
   * source whose text lost every link keeps none. A racing write of the same source (two quick
   * edits) may have inserted a row already: kept, not doubled.
   */
  async replace(sources: { source: LinkSource; targets: LinkTarget[] }[], now: number): Promise<void> {
    if (sources.length === 0) return;
    await this.db().transaction(async (trx) => {
      for (const { source, targets } of sources) {
        await trx('question_link').where({ from_question_id: source.questionId, from_answer_id: source.answerId }).delete();
        await this.add([{ source, targets }], now, trx);
      }
    });
  }

  /** Adds links, all in one statement; a link stored already (a racing write's) is kept, not doubled. */
  async add(sources: { source: LinkSource; targets: LinkTarget[] }[], now: number, db: Knex | Knex.Transaction = this.db()): Promise<void> {
    const rows = sources.flatMap(({ source, targets }) => targets.map((t) => ({
      from_question_id: source.questionId, from_answer_id: source.answerId, to_question_id: t.questionId, to_answer_id: t.answerId, created_at: now,
    })));
    if (rows.length === 0) return;
    await db('question_link').insert(rows).onConflict(['from_question_id', 'from_answer_id', 'to_question_id', 'to_answer_id']).ignore();
  }

  /** Every link from or to a question (its own text's and its answers'). */
  async touching(questionId: string): Promise<LinkRow[]> {
    const rows: Record<string, unknown>[] = await this.db()('question_link')
      .where('from_question_id', questionId)
      .orWhere('to_question_id', questionId)
      .select('from_question_id', 'from_answer_id', 'to_question_id', 'to_answer_id');
    return rows.map((r) => ({
      from_question_id: String(r.from_question_id), from_answer_id: String(r.from_answer_id),
      to_question_id: String(r.to_question_id), to_answer_id: String(r.to_answer_id),
    }));
  }
}
