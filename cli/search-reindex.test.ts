import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

const QUESTION_ID = '10010000000099001';

describe('quorum search reindex', { timeout: 180_000 }, () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-cli-search-'));
    expect(quorum(home, ...initFlags()).status).toBe(0);
    // A question written behind the index's back (as if imported): only a rebuild finds it.
    await withSite(home, async (k) => {
      const now = Math.floor(Date.now() / 1000);
      await k.db('question').insert({
        id: QUESTION_ID, user_id: '1', title: 'Imported question about flibbertigibbet', original_text: 'An imported body.', parsed_text: '<p>An imported body.</p>',
        operator_id: '1', created_at: now, updated_at: now, post_update_time: now,
      });
    });
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  const indexed = () => withSite(home, async (k) => (await k.db('search_doc').where({ object_id: QUESTION_ID }).first('object_id')) !== undefined);

  it('rebuilds the index from the database with a progress line', async () => {
    expect(await indexed()).toBe(false);
    const res = quorum(home, 'search', 'reindex');
    expect(res.stderr).toBe('');
    expect(res.stdout).toMatch(/search index: \d+\/\d+ questions\n/);
    expect(res.stdout).toMatch(/search index rebuilt: \d+ question\(s\) with their answers\n$/);
    expect(await indexed()).toBe(true);
  });

  it('runs from `quorum upgrade` while the index is new, and not again', async () => {
    await withSite(home, async (k) => {
      await k.db('search_doc').where({ object_id: QUESTION_ID }).delete();
      await k.db('search_index_state').update({ value: 0 });
    });
    expect(quorum(home, 'upgrade').stdout).toContain('search index rebuilt');
    expect(await indexed()).toBe(true);
    expect(quorum(home, 'upgrade').stdout).not.toContain('search index');
  });
});
