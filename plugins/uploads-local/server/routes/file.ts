import type { FromSchema } from 'json-schema-to-ts';
import type { RequestHandler } from 'express';
import { defineRoute, ForbiddenError, InputError, Role, type RouteDefinition } from '../../../../kernel/api.ts';
import { ATTACHMENT_EXTENSIONS, UPLOAD_SOURCES } from '../../../../kernel/provider-api.ts';
import { ATTACHMENT_TYPES, attachmentExtension, matchesAttachment } from '../attachment-type.ts';
import { uploadedUrlSchema } from '../../schemas/upload.ts';
import type { UploadsSettings } from '../api.ts';
import { imageSize } from '../image-size.ts';
import { detectImageType, type ImageType } from '../image-type.ts';
import type { SiteFiles } from '../site-files.ts';

const MB = 1024 * 1024;

const uploadBody = {
  type: 'object',
  required: ['source'],
  properties: { source: { enum: UPLOAD_SOURCES } },
} as const;

type UploadBody = FromSchema<typeof uploadBody>;

/**
 * Reads the multipart body into memory (up to the larger of the image and attachment limits, as
 * the source may come after the file; the handler applies the source's own limit), one file, a
 * few small fields. Multer's own errors become 400s naming `file`, so an oversized or malformed
 * upload is an input error, not a 500. Multer is imported with the first upload, not with the
 * plugin: loaded, it holds ~0.5 MB of live heap, ~1 MB of peak RSS at the heap's growth, in every
 * process of a site until someone uploads (docs/perf.md, 2026-11-29 17:06 UTC). Node keeps a
 * module once imported.
 */
function receiveFile(limits: () => Promise<UploadsSettings>): RequestHandler {
  return (req, res, next) => {
    Promise.all([limits(), import('multer')]).then(([settings, { default: multer }]) => {
      const single = multer({
        storage: multer.memoryStorage(),
        // browsers send a file's name as UTF-8 without saying so; an attachment downloads under it
        defParamCharset: 'utf8',
        limits: { fileSize: Math.max(settings.max_image_size, settings.max_attachment_size) * MB, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      }).single('file');
      single(req, res, (err?: unknown) => {
        if (!err) return next();
        const code = (err as { code?: string }).code;
        next(code === 'LIMIT_FILE_SIZE' ? tooLarge(Math.max(settings.max_image_size, settings.max_attachment_size)) : InputError.field('error.upload.malformed', 'file'));
      });
    }, next);
  };
}

const tooLarge = (mb: number) => withVars('error.upload.too_large', { size: mb });

/** A refusal on `file` whose message names the limit (`key|{"size":4}`, as field messages carry variables). */
function withVars(reason: string, vars: Record<string, unknown>): InputError {
  return new InputError(reason, [{ error_field: 'file', error_msg: `${reason}|${JSON.stringify(vars)}` }], vars);
}

/** Refuses an image larger, of a type or of more pixels than the admin allows. */
function checkImage(data: Buffer, type: ImageType, settings: UploadsSettings): void {
  if (data.length > settings.max_image_size * MB) throw tooLarge(settings.max_image_size);
  const taken: readonly string[] = settings.authorized_image_extensions;
  if (!taken.includes(type.extension) && !(type.extension === 'jpg' && taken.includes('jpeg'))) {
    throw withVars('error.upload.type_not_taken', { types: taken.join(', ') });
  }
  const size = imageSize(data, type);
  if (!size) throw InputError.field('error.upload.malformed', 'file');
  if (size.width * size.height > settings.max_image_megapixel * 1_000_000) throw withVars('error.upload.too_many_pixels', { megapixels: settings.max_image_megapixel });
}

/**
 * An attachment (Answer's `post_attachment`): its name's extension must be one the admin takes,
 * its size within their limit, and its content what the extension claims.
 */
function attachmentType(file: Express.Multer.File, settings: UploadsSettings) {
  const taken: readonly string[] = settings.authorized_attachment_extensions;
  if (taken.length === 0) throw InputError.field('error.upload.attachments_off', 'file');
  const extension = attachmentExtension(file.originalname, ATTACHMENT_EXTENSIONS);
  if (!extension || !taken.includes(extension)) throw withVars('error.upload.attachment_type_not_taken', { types: taken.join(', ') });
  if (file.size > settings.max_attachment_size * MB) throw tooLarge(settings.max_attachment_size);
  if (!matchesAttachment(file.buffer, extension)) throw withVars('error.upload.content_mismatch', { type: extension });
  return ATTACHMENT_TYPES[extension];
}

/** `POST /file` (SPEC §7.2 Files): multipart `source` + `file`; answers the file's public URL. */
export function fileRoutes(files: SiteFiles, limits: () => Promise<UploadsSettings>): RouteDefinition<any, any>[] {
  return [
    defineRoute<UploadBody>({
      method: 'post', path: '/file', access: 'activated', guards: [receiveFile(limits)], body: uploadBody, response: uploadedUrlSchema,
      handler: async ({ body, req, user }) => {
        if (body.source === 'branding' && user!.role_id !== Role.admin) throw new ForbiddenError('error.upload.branding_admin_only');
        if (!req.file) throw InputError.field('error.upload.required', 'file');
        if (body.source === 'post_attachment') return files.saveAttachment(req.file.buffer, attachmentType(req.file, await limits()), req.file.originalname);
        const type = detectImageType(req.file.buffer);
        if (!type) throw InputError.field('error.upload.unsupported_type', 'file');
        checkImage(req.file.buffer, type, await limits());
        return files.save(body.source, req.file.buffer, type);
      },
    }),
  ];
}
