import type { Knex } from 'knex';
import type { Renderer } from '../../../../kernel/api.ts';
import type { QuestionListRow, QuestionRow } from '../post-rows.ts';
import type { QuestionRepository } from './question-repository.ts';

/** Characters of a question's body that a list row shows. */
export const DESCRIPTION_LENGTH = 240;

/** A list row whose description is known. */
export type ListedQuestion = QuestionListRow & { description: string };

/**
 * The stored forms of a question body. Written together so the list excerpt can never lag
 * behind an edit, and lists need not parse markdown per row on every read.
 */
export function questionText(md: Renderer, content: string): Pick<QuestionRow, 'original_text' | 'parsed_text' | 'description'> {
  return { original_text: content, parsed_text: md.render(content), description: md.excerpt(content, DESCRIPTION_LENGTH) };
}

/** The description of a full row, also for rows written before the column existed. */
export function descriptionOf(md: Renderer, row: Pick<QuestionRow, 'original_text' | 'description'>): string {
  return row.description ?? md.excerpt(row.original_text, DESCRIPTION_LENGTH);
}

/**
 * Gives list rows written before migration 003 their description: computed once from the body
 * (the migration cannot reach the Renderer) and stored, so later lists read the column.
 * Runs outside any transaction: it opens its own.
 */
export async function withDescriptions(db: Knex, questions: QuestionRepository, md: Renderer, rows: QuestionListRow[]): Promise<ListedQuestion[]> {
  const missing = rows.filter((r) => r.description === null).map((r) => r.id);
  if (missing.length === 0) return rows as ListedQuestion[];
  const bodies = await questions.bodies(db, missing);
  const filled = new Map([...bodies].map(([id, body]) => [id, md.excerpt(body, DESCRIPTION_LENGTH)]));
  // One transaction: one commit (and on SQLite one fsync) for the whole page.
  await db.transaction((trx) => questions.fillDescriptions(trx, filled));
  return rows.map((r) => ({ ...r, description: r.description ?? filled.get(r.id) ?? '' }));
}
