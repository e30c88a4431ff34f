import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../kernel/api.ts';
import { testEngines } from '../support/test-server.ts';
import { startQuorumProcess } from './bench-servers.ts';
import { dropDatabase } from '../support/database-servers.ts';
import { databaseOf } from './seed-site.ts';
import { spawnNode } from './server-process.ts';

/** Runs `npm run bench:seed` as a user would; resolves with the JSON line it prints. */
function seed(home: string, db: string): Promise<{ showcaseId: string }> {
  const child = spawnNode(['--import', 'tsx', 'tests/perf/seed.ts', '--home', home, '--db', db, '--questions', '3']);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`bench:seed exited with ${code}: ${out}`))));
  });
}

describe.each(testEngines())('a site bench:seed wrote, on %s', { timeout: 300_000 }, (engine) => {
  it('is served by quorum run as it is: a question page answers 200 with the question', async () => {
    const home = await mkdtemp(join(tmpdir(), 'quorum-seeded-'));
    const spec = engine === 'sqlite' ? 'sqlite' : `${engine}:quorum_t_seed_${randomBytes(4).toString('hex')}`;
    try {
      const { showcaseId } = await seed(home, spec);
      const server = await startQuorumProcess(home);
      try {
        const info = (await (await fetch(`${server.url}/answer/api/v1/question/info?id=${showcaseId}`)).json()) as { data: { title: string } };
        const page = await fetch(`${server.url}/questions/${showcaseId}`);
        expect(page.status).toBe(200);
        expect(new URL(page.url).pathname).toMatch(new RegExp(`^/questions/${showcaseId}/`));
        expect(await page.text()).toContain(escapeHtml(info.data.title));
      } finally {
        await server.stop();
      }
    } finally {
      await rm(home, { recursive: true, force: true });
      await dropDatabase(databaseOf(spec));
    }
  });
});
