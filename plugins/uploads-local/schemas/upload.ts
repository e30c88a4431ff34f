/**
 * `POST /file`'s limit and response, written once for the route and its tests. Pure data, so
 * a web half may import it too.
 */

/** The largest upload, in bytes (SPEC §9: image 4 MB). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** The public URL of the stored file. */
export const uploadedUrlSchema = { type: 'string', minLength: 1 } as const;
