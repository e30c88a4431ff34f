/** The upload limits of this plugin; the FileStore it provides is the kernel's port (kernel.file-store). */
export { UPLOAD_SOURCES, type UploadSource, type ImageExtension } from '../../../kernel/api.ts';
export { MAX_UPLOAD_BYTES } from '../schemas/upload.ts';
