import type { ImageExtension } from '../../../kernel/provider-api.ts';

export interface ImageType {
  extension: ImageExtension;
  mime: string;
}

export const IMAGE_TYPES: Record<ImageExtension, ImageType> = {
  jpg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
};

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

/**
 * The image type by its leading bytes, never by name or declared type: a text file called
 * `x.png` is not an image. Anything but JPEG, PNG and WebP (GIF, SVG, …) is undefined.
 */
export function detectImageType(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return IMAGE_TYPES.jpg;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE_TYPES.png;
  // RIFF <size> WEBP
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return IMAGE_TYPES.webp;
  return undefined;
}
