import type { FromSchema } from 'json-schema-to-ts';

/** The image types the site can store (what `detectImageType` recognises), as Answer names extensions. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

/**
 * The attachment types the site can check by content (the kernel's ATTACHMENT_EXTENSIONS, written
 * here again because the web bundle reads this file and imports no kernel; a test keeps them equal).
 */
export const ATTACHMENT_EXTENSIONS = ['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'txt', 'csv', 'md'] as const;

/** The largest image or attachment an admin may allow, in MB: uploads are read into memory. */
export const MAX_IMAGE_MB = 20;

/**
 * The 'Uploads' settings group: how large an image may be, in bytes and in pixels, and which
 * types are taken; how large an attachment may be and which types (Answer's `siteinfo/advanced`). Public: the editor checks a file
 * before sending it. Pure data, because the web bundle reads it.
 */
export const uploadsSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/uploads',
  title: 'Uploads',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: ['max_image_size', 'max_image_megapixel', 'authorized_image_extensions', 'max_attachment_size', 'authorized_attachment_extensions'],
  properties: {
    max_image_size: { type: 'integer', title: 'Largest image (MB)', minimum: 1, maximum: MAX_IMAGE_MB, default: 4 },
    max_image_megapixel: { type: 'integer', title: 'Largest image (megapixels)', minimum: 1, maximum: 100, default: 40 },
    authorized_image_extensions: {
      type: 'array', title: 'Image types taken', minItems: 1, uniqueItems: true,
      items: { type: 'string', enum: IMAGE_EXTENSIONS },
      default: [...IMAGE_EXTENSIONS],
    },
    // Answer's default: 8 MB, and no attachment type until the admin picks some.
    max_attachment_size: { type: 'integer', title: 'Largest attachment (MB)', minimum: 1, maximum: MAX_IMAGE_MB, default: 8 },
    authorized_attachment_extensions: {
      type: 'array', title: 'Attachment types taken', uniqueItems: true,
      items: { type: 'string', enum: ATTACHMENT_EXTENSIONS },
      default: [],
    },
  },
} as const;

export type UploadsSettings = FromSchema<typeof uploadsSettings>;
