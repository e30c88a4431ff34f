import type { FromSchema } from 'json-schema-to-ts';

/** The image types the site can store (what `detectImageType` recognises), as Answer names extensions. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The largest image an admin may allow, in MB: uploads are read into memory. */
export const MAX_IMAGE_MB = 20;

/**
 * The 'Uploads' settings group: how large an image may be, in bytes and in pixels, and which
 * types are taken (Answer's `siteinfo/advanced` image fields). Public: the editor checks a file
 * before sending it. Pure data, because the web bundle reads it.
 */
export const uploadsSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/uploads',
  title: 'Uploads',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: ['max_image_size', 'max_image_megapixel', 'authorized_image_extensions'],
  properties: {
    max_image_size: { type: 'integer', title: 'Largest image (MB)', minimum: 1, maximum: MAX_IMAGE_MB, default: 4 },
    max_image_megapixel: { type: 'integer', title: 'Largest image (megapixels)', minimum: 1, maximum: 100, default: 40 },
    authorized_image_extensions: {
      type: 'array', title: 'Image types taken', minItems: 1, uniqueItems: true,
      items: { type: 'string', enum: IMAGE_EXTENSIONS },
      default: [...IMAGE_EXTENSIONS],
    },
  },
} as const;

export type UploadsSettings = FromSchema<typeof uploadsSettings>;
