import { api } from '../../api/client';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '../../../../schemas/api/files';

/** SPEC §5/§9: the editor accepts these image types, up to the site's upload limit. */
export { IMAGE_ACCEPT };
export const IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;
const ALLOWED = /^image\/(jpeg|jpg|png|webp)$/;

export type ImageProblem = 'only_image' | 'max_size';

/** Why an image file cannot be uploaded, or null when it can. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!file.type.includes('image') || !ALLOWED.test(file.type)) return 'only_image';
  if (file.size > IMAGE_MAX_BYTES) return 'max_size';
  return null;
}

/** `POST file` (multipart, source=post); resolves with the public URL. */
export function uploadPostImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('source', 'post');
  form.append('file', file);
  return api.post<string>('/file', form);
}
