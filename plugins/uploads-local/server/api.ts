import { defineExtensionPoint } from '../../../kernel/api.ts';

export { MAX_UPLOAD_BYTES } from '../schemas/upload.ts';

/** What a file upload is for (SPEC §7.2 Files; `branding` is the admin's logo and icons). */
export const UPLOAD_SOURCES = ['post', 'avatar', 'branding'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** The image kinds a site accepts, named by their file extension. GIF is deliberately absent. */
export type ImageExtension = 'jpg' | 'png' | 'webp';

/**
 * Where uploaded files go. This plugin provides it (the local disk); another `files` plugin (S3, …)
 * would provide it instead, one at a time. The contents are already checked, so `save` only
 * stores and names them.
 */
export interface FileStore {
  /** Stores `data` and returns its public URL (absolute, under the site URL). */
  save(source: UploadSource, data: Buffer, extension: ImageExtension): Promise<string>;
  /** Bytes the stored files take, for the admin dashboard (a store that cannot tell leaves it out). */
  usage?(): Promise<number>;
}

export const FileStorePoint = defineExtensionPoint<FileStore, 'one'>('uploads-local.file-store', { owner: 'uploads-local', cardinality: 'one', members: ['save'] });
