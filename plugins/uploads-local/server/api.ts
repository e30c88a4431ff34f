/** The upload limits of this plugin; the FileStore it provides is the kernel's port (kernel.file-store). */
export { UPLOAD_SOURCES, type UploadSource, type ImageExtension } from '../../../kernel/api.ts';

/** The largest upload, in bytes (SPEC §9: image 4 MB). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
