import type { Knex } from 'knex';
import { MarkdownItService } from '../server/markdown-it-service.ts';

/**
 * Code is highlighted when markdown is rendered (server/markdown-it/code-highlight.ts), and the
 * rendered HTML is stored beside its source. Posts written before that carry plain code, so this
 * renders them again, once, at `quorum upgrade`: only rows whose HTML holds a fence with a
 * language (`<code class="language-…">`), the only ones highlighting changes, from their stored
 * source with the same renderer an edit would use. Re-rendering on every read instead would put
 * a markdown pass on the hottest path of the site for what one pass fixes for good.
 *
 * The tables belong to other plugins (and the kernel's `user`); a table that does not exist (its
 * plugin never ran) is skipped, and rows are read in batches by id, so a large site is not loaded
 * at once. Nothing else in a row changes: this is no edit (no revision, no activity).
 */
const STORED = [
  { table: 'question', source: 'original_text', html: 'parsed_text' },
  { table: 'answer', source: 'original_text', html: 'parsed_text' },
  { table: 'comment', source: 'original_text', html: 'parsed_text' },
  { table: 'tag', source: 'original_text', html: 'parsed_text' },
  { table: 'user', source: 'bio', html: 'bio_html' },
] as const;
const BATCH = 200;

export async function up(db: Knex): Promise<void> {
  const markdown = new MarkdownItService();
  for (const { table, source, html } of STORED) {
    if (!(await db.schema.hasTable(table))) continue;
    let after: string | number | undefined;
    for (;;) {
      const query = db(table).select('id', source, html).where(html, 'like', '%<code class="language-%').orderBy('id').limit(BATCH);
      if (after !== undefined) query.andWhere('id', '>', after);
      const rows = (await query) as Record<string, string>[];
      for (const row of rows) {
        const rendered = markdown.render(row[source] ?? '');
        if (rendered !== row[html]) await db(table).where({ id: row.id }).update({ [html]: rendered });
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}
