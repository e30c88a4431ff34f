import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../kernel/api.ts';
import type { FileStore, StoredFile, UploadSource } from '../../../kernel/provider-api.ts';
import type { AttachmentType } from './attachment-type.ts';
import { downloadName } from './download-name.ts';
import type { ImageType } from './image-type.ts';

/**
 * The site's uploaded files across every enabled store (the kernel's `FileStorePoint`): which
 * store takes a new upload, the URL it gets, and which store holds a stored one.
 */
export class SiteFiles {
  constructor(
    /** The enabled stores, this plugin's disk among them. */
    private readonly stores: () => FileStore[],
    private readonly disk: FileStore,
    private readonly clock: Clock,
    private readonly siteUrl: () => Promise<string>,
    private readonly loginRequired: () => Promise<boolean>,
  ) {}

  /**
   * New uploads go to the first ready store other than the disk (files-s3 once it has a bucket
   * and keys), else to the disk. Files already stored stay where they are.
   */
  async target(): Promise<FileStore> {
    for (const store of this.stores()) if (store !== this.disk && (await store.ready())) return store;
    return this.disk;
  }

  /**
   * Stores a checked image under a new key (`<source>/<yyyy>/<mm>/<32 hex>.<ext>`) and answers
   * its URL: the store's public one (a CDN, a public bucket) on a public site, else the site's own
   * `/uploads/<key>`, which keeps a login-required site's files for its members.
   */
  async save(source: UploadSource, data: Buffer, type: ImageType): Promise<string> {
    const { key, store } = await this.put(source, data, type);
    const direct = (await this.loginRequired()) ? undefined : await store.publicUrl(key);
    return direct ?? (await this.siteLink(key));
  }

  /**
   * Stores a checked attachment and answers its link on the site, with the file's own name for
   * the download (`?name=`, as Answer's attachment URLs end with it). Never the store's public
   * URL: only `/uploads` sends an attachment with `Content-Disposition: attachment` and a safe type.
   */
  async saveAttachment(data: Buffer, type: AttachmentType, fileName: string): Promise<string> {
    const { key } = await this.put('post_attachment', data, type);
    return `${await this.siteLink(key)}?name=${encodeURIComponent(downloadName(fileName, type.extension))}`;
  }

  private async put(source: UploadSource, data: Buffer, type: { extension: string; mime: string }): Promise<{ key: string; store: FileStore }> {
    const date = new Date(this.clock.now() * 1000);
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const key = `${source}/${date.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${type.extension}`;
    const store = await this.target();
    await store.put(key, data, type.mime);
    return { key, store };
  }

  private async siteLink(key: string): Promise<string> {
    return `${(await this.siteUrl()).replace(/\/+$/, '')}/uploads/${key}`;
  }

  /** The file under `key` from whichever store holds it: the disk first (a missing file costs a failed open there, a request elsewhere). */
  async find(key: string): Promise<StoredFile | undefined> {
    const others = this.stores().filter((store) => store !== this.disk);
    for (const store of [this.disk, ...others]) {
      const file = await store.get(key);
      if (file) return file;
    }
    return undefined;
  }
}
