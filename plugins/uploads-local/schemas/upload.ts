/** `POST /file`'s limit and response: the site-wide definition every files plugin and the editor share. */
export { MAX_UPLOAD_BYTES, uploadedUrlSchema } from '../../../schemas/api/files.ts';
