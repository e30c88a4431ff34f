import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOAD_KEY, type FileStore, type StoredFile } from '../../../kernel/provider-api.ts';

/** The probe `check()` writes: a hidden name, which no upload key matches, so `/uploads` never serves it. */
const PROBE = '.quorum-check';

const ABSENT = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/**
 * Files on this server's disk at `<root>/<key>` (root: config.yaml's `uploads.dir`, by default
 * QUORUM_HOME/uploads): the site's store while no other is enabled, and where the files uploaded
 * before a move to another store stay.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async describe(): Promise<string> {
    return `local disk ${this.root}`;
  }

  async ready(): Promise<boolean> {
    return true;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // 'wx': a key names one file for good, so an existing file is never replaced.
    await writeFile(path, data, { flag: 'wx' });
  }

  async get(key: string): Promise<StoredFile | undefined> {
    if (!UPLOAD_KEY.test(key)) return undefined;
    const handle = await open(this.path(key), 'r').catch((err: NodeJS.ErrnoException) => {
      if (ABSENT.has(err.code ?? '')) return undefined;
      throw err;
    });
    if (!handle) return undefined;
    try {
      const info = await handle.stat();
      if (info.isFile()) return { size: info.size, body: handle.createReadStream() };
    } catch (err) {
      await handle.close();
      throw err;
    }
    await handle.close();
    return undefined;
  }

  async publicUrl(): Promise<string | undefined> {
    return undefined;
  }

  /** Total size of the stored files (0 before the first upload). */
  async usage(): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = entries.filter((e) => e.isFile() && e.name !== PROBE);
    const sizes = await Promise.all(files.map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size, () => 0)));
    return sizes.reduce((a, b) => a + b, 0);
  }

  async check(): Promise<string> {
    const probe = join(this.root, PROBE);
    const written = randomBytes(16).toString('hex');
    try {
      await mkdir(this.root, { recursive: true });
      await writeFile(probe, written);
      if ((await readFile(probe, 'utf8')) !== written) throw new Error('it reads back other bytes');
    } catch (err) {
      throw new Error(`local disk ${this.root} is not writable (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`, { cause: err });
    }
    return `local disk ${this.root}, writable`;
  }

  /** Keys come from the upload route and `/uploads`, both checked already; checked again here so no path ever leaves the root. */
  private path(key: string): string {
    if (!UPLOAD_KEY.test(key)) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
    return join(this.root, key);
  }
}
