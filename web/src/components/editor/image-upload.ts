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
  return uploadAs('post', file);
}

/** `POST file` with Answer's attachment source; resolves with the file's download link. */
export function uploadPostAttachment(file: File): Promise<string> {
  return uploadAs('post_attachment', file);
}

function uploadAs(source: 'post' | 'post_attachment', file: File): Promise<string> {
  const form = new FormData();
  form.append('source', source);
  form.append('file', file);
  return api.post<string>('/file', form);
}

/** Answer's default attachment limit, when the site does not say. */
const ATTACHMENT_MAX_MB = 8;

/**
 * The attachments the site takes (`site_advanced`: the admin's Uploads settings): none unless
 * the admin picked types. The server checks each file again, by its content.
 */
export function attachmentLimits(): ImageLimits {
  const advanced = appStore.get(siteInfoAtom)?.site_advanced as { max_attachment_size?: number; authorized_attachment_extensions?: string[] } | undefined;
  return { maxBytes: (advanced?.max_attachment_size || ATTACHMENT_MAX_MB) * MB, types: advanced?.authorized_attachment_extensions ?? [] };
}

export type UploadPlan = { kind: 'image' | 'attachment' } | { problem: ImageProblem | 'only_allowed' | 'attachment_max_size'; vars: { size: number; types: string } };

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * What the editor does with a file: an image goes up as one (and is shown), a file of a type the
 * admin takes as an attachment (and is linked), anything else is refused with the limits named.
 */
export function planUpload(file: { name: string; type: string; size: number }, images = imageLimits(), attachments = attachmentLimits()): UploadPlan {
  const attachment = attachments.types.includes(extensionOf(file.name));
  if (EXTENSIONS[file.type] || !attachment) {
    const problem = imageProblem(file, images);
    if (!problem) return { kind: 'image' };
    if (problem === 'max_size' || attachments.types.length === 0) return { problem, vars: imageProblemVars(images) };
    return { problem: 'only_allowed', vars: { size: images.maxBytes / MB, types: [...images.types, ...attachments.types].join(', ') } };
  }
  if (file.size > attachments.maxBytes) return { problem: 'attachment_max_size', vars: { size: attachments.maxBytes / MB, types: attachments.types.join(', ') } };
  return { kind: 'attachment' };
}

/** The file input's `accept`: the image types, and the attachment extensions the site takes. */
export function uploadAccept(attachments = attachmentLimits()): string {
  return [IMAGE_ACCEPT, ...attachments.types.map((ext) => `.${ext}`)].join(',');
}

/** A link to an uploaded attachment, named by its file name (brackets would end the text early). */
export function attachmentMarkdown(fileName: string, url: string): string {
  const name = fileName.replace(/[[\]\\]/g, '').trim() || 'file';
  return `[${name}](${url})`;
}
