import type { Knex } from 'knex';

/** The list orders of QuestionRepository.page: the sort keys after `show` and `pin`. */
const ORDER_KEYS = ['post_update_time', 'created_at', 'view_count', 'vote_count'] as const;

const indexName = (key: string) => `question_list_${key}`;

/**
 * One index per list order, shaped like the query's `show = 1 … order by pin desc, <key>
 * desc, id desc`, so a page walks the index and stops after its rows. Without them both
 * engines read and sort every listed question (with its text) for each page.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    for (const key of ORDER_KEYS) t.index(['show', 'pin', key, 'id'], indexName(key));
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('question', (t) => {
    for (const key of ORDER_KEYS) t.dropIndex(['show', 'pin', key, 'id'], indexName(key));
  });
}
