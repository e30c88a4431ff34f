import { api } from '../../api/client';
import { appStore, siteInfoAtom } from '../../app/atoms';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '../../../../schemas/api/files';

/** SPEC §5/§9: the editor accepts these image types, up to the site's upload limit. */
export { IMAGE_ACCEPT };
export const IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;

const MB = 1024 * 1024;
/** The extensions each image type goes by (jpg and jpeg are one type). */
const EXTENSIONS: Record<string, readonly string[]> = { 'image/jpeg': ['jpg', 'jpeg'], 'image/jpg': ['jpg', 'jpeg'], 'image/png': ['png'], 'image/webp': ['webp'] };

export type ImageProblem = 'only_image' | 'max_size';

export interface ImageLimits {
  maxBytes: number;
  types: readonly string[];
}

/**
 * The site's image limits: `siteinfo.site_advanced` (the admin's Uploads settings) when the site
 * says, else SPEC's 4 MB and every type. The server checks them again, by content.
 */
export function imageLimits(): ImageLimits {
  const advanced = appStore.get(siteInfoAtom)?.site_advanced as { max_image_size?: number; authorized_image_extensions?: string[] } | undefined;
  return {
    maxBytes: advanced?.max_image_size ? advanced.max_image_size * MB : IMAGE_MAX_BYTES,
    types: advanced?.authorized_image_extensions ?? ['jpg', 'jpeg', 'png', 'webp'],
  };
}

/** Why an image file cannot be uploaded, or null when it can. */
export function imageProblem(file: { type: string; size: number }, limits = imageLimits()): ImageProblem | null {
  if (!(EXTENSIONS[file.type] ?? []).some((ext) => limits.types.includes(ext))) return 'only_image';
  if (file.size > limits.maxBytes) return 'max_size';
  return null;
}

/** What a problem's message names: the size limit in MB and the types taken. */
export function imageProblemVars(limits = imageLimits()): { size: number; types: string } {
  return { size: limits.maxBytes / MB, types: limits.types.join(', ') };
}

/** `POST file` (multipart, source=post); resolves with the public URL. */
export function uploadPostImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('source', 'post');
  form.append('file', file);
  return api.post<string>('/file', form);
}
