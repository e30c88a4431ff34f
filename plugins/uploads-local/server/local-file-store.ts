import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../../kernel/api.ts';
import type { FileStore, ImageExtension, UploadSource } from './api.ts';

/**
 * Files in `<root>/<source>/<yyyy>/<mm>/<random>.<ext>` (root is QUORUM_HOME/uploads), with
 * URLs `<site_url>/uploads/…`. Names are 128 random bits, so they cannot be guessed and a
 * stored file never changes (which is what lets `/uploads` cache it forever).
 */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly siteUrl: () => Promise<string>,
    private readonly clock: Clock,
  ) {}

  async save(source: UploadSource, data: Buffer, extension: ImageExtension): Promise<string> {
    const date = new Date(this.clock.now() * 1000);
    const year = String(date.getUTCFullYear());
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const dir = join(this.root, source, year, month);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), data, { flag: 'wx' });
    const base = (await this.siteUrl()).replace(/\/+$/, '');
    return `${base}/uploads/${source}/${year}/${month}/${name}`;
  }

  /** Total size of the stored files (0 before the first upload). */
  async usage(): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size, () => 0)));
    return sizes.reduce((a, b) => a + b, 0);
  }
}
