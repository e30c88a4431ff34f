import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { Kernel, REPO_ROOT } from '../../../kernel/kernel.ts';
import { startTestServer, testEngines } from '../../../tests/support/test-server.ts';
import { png } from './upload-test-kit.ts';

describe.each(testEngines())('uploads where config.yaml says, on %s', (engine) => {
  it('stores and serves files in uploads.dir, and none in the home folder', async () => {
    const installed = await startTestServer({ engine, plugins: ['uploads-local'] });
    const elsewhere = await mkdtemp(join(tmpdir(), 'quorum-uploads-dir-'));
    const kernel = new Kernel({
      home: installed.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'accounts', 'uploads-local'],
      logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
    });
    try {
      const member = await installed.createUser();
      await installed.kernel.close();
      const config = join(installed.home, 'config.yaml');
      await writeFile(config, YAML.stringify({ ...YAML.parse(await readFile(config, 'utf8')), uploads: { dir: elsewhere } }));
      await kernel.boot();
      const url = `http://127.0.0.1:${await kernel.listen(0, '127.0.0.1')}`;

      const form = new FormData();
      form.append('source', 'post');
      form.append('file', new Blob([new Uint8Array(png(2, 2))], { type: 'image/png' }), 'a.png');
      const res = (await (await fetch(`${url}/answer/api/v1/file`, { method: 'POST', body: form, headers: { authorization: member.token } })).json()) as { code: number; data: string };
      expect(res.code).toBe(200);
      const path = new URL(res.data).pathname; // /uploads/post/<year>/<month>/<name>.png
      expect(await readFile(join(elsewhere, path.replace(/^\/uploads\//, '')))).toEqual(png(2, 2));
      expect(existsSync(join(installed.home, 'uploads'))).toBe(false);

      const served = await fetch(`${url}${path}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png(2, 2));
    } finally {
      await kernel.close();
      await installed.close();
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
