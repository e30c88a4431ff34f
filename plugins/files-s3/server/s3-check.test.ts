import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUORUM_BIN, initFlags, quorum, withSite } from '../../../cli/spawn-quorum.ts';
import { startLoopbackS3, type LoopbackS3 } from './loopback-s3.ts';
import type { S3Config } from './s3-config.ts';

// Each step spawns `quorum` (a fresh Node process booting every plugin): room on a busy machine.
describe('quorum check with files-s3', { timeout: 180_000 }, () => {
  let home: string;
  let s3: LoopbackS3;
  /**
   * `quorum check` in its own process, waited for without blocking this one: the S3 server it
   * talks to runs in this process (spawnSync would leave it unable to answer).
   */
  const check = () =>
    new Promise<{ status: number | null; stdout: string }>((resolve) => {
      execFile(process.execPath, [QUORUM_BIN, '-C', home, 'check'], { env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 120_000 }, (err, stdout) =>
        resolve({ status: err ? (typeof err.code === 'number' ? err.code : null) : 0, stdout }));
    });
  const configure = (config: S3Config) => withSite(home, (k) => k.host.setConfig(k.db, 'files-s3', config, k.clock.now()));

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-s3-check-'));
    s3 = await startLoopbackS3();
    expect(quorum(home, ...initFlags()).status).toBe(0);
  });
  afterAll(async () => {
    await s3?.close();
    await rm(home, { recursive: true, force: true });
  });

  it('reports the local disk while files-s3 is off', async () => {
    const checked = await check();
    expect(checked.stdout).toContain(`ok    file store: local disk ${join(home, 'uploads')}, writable`);
    expect(checked.stdout).not.toContain('S3');
    expect(checked.status).toBe(0);
  });

  it('fails, saying what to set, while files-s3 is on without a bucket and keys', async () => {
    expect(quorum(home, 'plugin', 'enable', 'files-s3').status).toBe(0);
    const checked = await check();
    expect(checked.stdout).toContain('FAIL  file store: S3 bucket (none) at https://s3.us-east-1.amazonaws.com: File storage on S3 is not set up: an administrator needs to enter the bucket and keys');
    expect(checked.status).toBe(1);
  });

  it('reports the bucket writable once it is set, beside the disk', async () => {
    await configure(s3.config());
    const checked = await check();
    expect(checked.stdout).toContain(`ok    file store: local disk ${join(home, 'uploads')}, writable`);
    expect(checked.stdout).toContain(`ok    file store: S3 bucket ${s3.bucket} at ${s3.endpoint}, writable`);
    expect(checked.status).toBe(0);
    expect(await s3.keys()).toEqual(['.quorum-check']);
  });

  it('names a key the server refuses and a server it cannot reach, in one line each', async () => {
    await configure(s3.config({ access_key_id: 'NOT-A-KEY' }));
    const refused = await check();
    expect(refused.stdout).toMatch(new RegExp(`FAIL  file store: S3 bucket ${s3.bucket} at ${s3.endpoint}: File storage is unavailable: the S3 server at ${s3.endpoint} refused the access key or secret \\(InvalidAccessKeyId: [^\\n]+\\)\\. An administrator should check`));
    expect(refused.status).toBe(1);

    await configure(s3.config({ endpoint: 'http://127.0.0.1:1' }));
    const unreachable = await check();
    expect(unreachable.stdout).toContain('FAIL  file store: S3 bucket quorum-uploads at http://127.0.0.1:1: File storage is unavailable: the S3 server at http://127.0.0.1:1 cannot be reached.');
    expect(unreachable.status).toBe(1);
  });
});
