/**
 * Uploads as every files plugin and the editor know them (SPEC §5, §9): pure data, so the kernel's
 * uploads-local plugin's FileStore point, the uploads plugins and the web shell share one definition.
 */

/** The largest upload, in bytes (SPEC §9: image 4 MB). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** The image types the editor offers and the server accepts (GIF deliberately absent). */
export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.webp,image/jpeg,image/png,image/webp';

/** `POST file`: the public URL of the stored file. */
export const uploadedUrlSchema = { type: 'string', minLength: 1 } as const;
