import type { Readable } from 'node:stream';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * What a file upload is for (SPEC §7.2 Files; `branding` is the admin's logo and icons;
 * `post_attachment` a file other than an image linked from a post, Answer's attachment source).
 */
export const UPLOAD_SOURCES = ['post', 'avatar', 'branding', 'post_attachment'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** The image kinds a site accepts, named by their file extension. GIF is deliberately absent. */
export type ImageExtension = 'jpg' | 'png' | 'webp';

/**
 * The attachment kinds a site can take, each checked by content (uploads-local's sniffing); the
 * admin picks among them. Markup (HTML, SVG) and programs are never among them.
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'txt', 'csv', 'md'] as const;
export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

/**
 * The only keys a stored file has: `<source>/<yyyy>/<mm>/<32 hex>.<ext>`, 128 random bits, so a
 * name cannot be guessed and a stored file never changes; images under the image sources,
 * attachments under `post_attachment`. Nothing else (`..`, slashes of its own, hidden names)
 * ever reaches a store. The extension is group 1 for an image, group 2 for an attachment.
 */
export const UPLOAD_KEY = new RegExp(
  `^(?:(?:post|avatar|branding)/\\d{4}/\\d{2}/[a-f0-9]{32}\\.(jpg|png|webp)|post_attachment/\\d{4}/\\d{2}/[a-f0-9]{32}\\.(${ATTACHMENT_EXTENSIONS.join('|')}))$`,
);

/** A file as a store hands it back: its length and its bytes, read as they are sent. */
export interface StoredFile {
  size: number;
  body: Readable;
}

/**
 * Where uploaded files are kept: the local disk (uploads-local) by default, an S3 bucket
 * (files-s3), …. A store only keeps bytes under keys (UPLOAD_KEY): the upload route checks the
 * contents, names the key and answers the URL, and `/uploads` serves a file, behind the site's
 * guard, from whichever store holds it.
 */
export interface FileStore {
  /** What it is, for logs and `quorum check`: `local disk /srv/quorum/uploads`, `S3 bucket b at https://…`. */
  describe(): Promise<string>;
  /** False while it lacks the settings it needs: new uploads then go to the local disk. */
  ready(): Promise<boolean>;
  /**
   * Keeps `data` under a new `key`. A refusal an admin can act on (credentials, an unreachable
   * server) is thrown as a QuorumError naming it, never as the client library's error.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or undefined when this store does not hold it. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Where browsers may fetch `key` past the site (a public bucket, a CDN); undefined: only through `/uploads`. */
  publicUrl(key: string): Promise<string | undefined>;
  /** Bytes the stored files take, for the admin dashboard. */
  usage(): Promise<number>;
  /**
   * Proves the store works now: writes a small probe file and reads it back. Resolves to one line
   * saying where files go, or throws one saying what failed (`quorum check` prints either).
   */
  check(): Promise<string>;
}

/**
 * Every enabled `files` plugin's store. Several at once is the normal case after a move: files
 * uploaded to the disk before files-s3 was enabled stay there and are still served, while new
 * uploads go to the first ready store other than the disk (the upload route's rule, uploads-local).
 */
export const FileStorePoint = defineExtensionPoint<FileStore, 'many'>('kernel.file-store', {
  owner: 'kernel', cardinality: 'many', members: ['describe', 'ready', 'put', 'get', 'publicUrl', 'usage', 'check'],
});
