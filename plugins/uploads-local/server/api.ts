/** What a file upload is for (SPEC §7.2 Files; `branding` is the admin's logo and icons). */
export const UPLOAD_SOURCES = ['post', 'avatar', 'branding'] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

/** The image kinds a site accepts, named by their file extension. GIF is deliberately absent. */
export type ImageExtension = 'jpg' | 'png' | 'webp';

/** The largest upload, in bytes (SPEC §9: image 4 MB). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/**
 * Where uploaded files go. A `files` plugin (one enabled at a time) binds it; the contents
 * are already checked, so `save` only stores and names them.
 */
export interface FileStore {
  /** Stores `data` and returns its public URL (absolute, under the site URL). */
  save(source: UploadSource, data: Buffer, extension: ImageExtension): Promise<string>;
}
export const FileStore = Symbol.for('quorum.files.FileStore');
