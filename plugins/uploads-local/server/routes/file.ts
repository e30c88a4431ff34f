import type { FromSchema } from 'json-schema-to-ts';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { defineRoute, ForbiddenError, InputError, Role, UPLOAD_SOURCES, type RouteDefinition } from '../../../../kernel/api.ts';
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
 * Reads the multipart body into memory (the site's image size limit, one file, a few small
 * fields). Multer's own errors become 400s naming `file`, so an oversized or malformed upload is
 * an input error, not a 500.
 */
function receiveFile(limits: () => Promise<UploadsSettings>): RequestHandler {
  return (req, res, next) => {
    limits().then((settings) => {
      const single = multer({
        storage: multer.memoryStorage(),
        limits: { fileSize: settings.max_image_size * MB, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      }).single('file');
      single(req, res, (err?: unknown) => {
        if (!err) return next();
        const code = (err as { code?: string }).code;
        next(code === 'LIMIT_FILE_SIZE' ? tooLarge(settings) : InputError.field('error.upload.malformed', 'file'));
      });
    }, next);
  };
}

const tooLarge = (settings: UploadsSettings) => withVars('error.upload.too_large', { size: settings.max_image_size });

/** A refusal on `file` whose message names the limit (`key|{"size":4}`, as field messages carry variables). */
function withVars(reason: string, vars: Record<string, unknown>): InputError {
  return new InputError(reason, [{ error_field: 'file', error_msg: `${reason}|${JSON.stringify(vars)}` }], vars);
}

/** Refuses an image of a type the admin does not take, or of more pixels than they allow. */
function checkImage(data: Buffer, type: ImageType, settings: UploadsSettings): void {
  const taken: readonly string[] = settings.authorized_image_extensions;
  if (!taken.includes(type.extension) && !(type.extension === 'jpg' && taken.includes('jpeg'))) {
    throw withVars('error.upload.type_not_taken', { types: taken.join(', ') });
  }
  const size = imageSize(data, type);
  if (!size) throw InputError.field('error.upload.malformed', 'file');
  if (size.width * size.height > settings.max_image_megapixel * 1_000_000) throw withVars('error.upload.too_many_pixels', { megapixels: settings.max_image_megapixel });
}

/** `POST /file` (SPEC §7.2 Files): multipart `source` + `file`; answers the file's public URL. */
export function fileRoutes(files: SiteFiles, limits: () => Promise<UploadsSettings>): RouteDefinition<any, any>[] {
  return [
    defineRoute<UploadBody>({
      method: 'post', path: '/file', access: 'activated', guards: [receiveFile(limits)], body: uploadBody, response: uploadedUrlSchema,
      handler: async ({ body, req, user }) => {
        if (body.source === 'branding' && user!.role_id !== Role.admin) throw new ForbiddenError('error.upload.branding_admin_only');
        if (!req.file) throw InputError.field('error.upload.required', 'file');
        const type = detectImageType(req.file.buffer);
        if (!type) throw InputError.field('error.upload.unsupported_type', 'file');
        checkImage(req.file.buffer, type, await limits());
        return files.save(body.source, req.file.buffer, type);
      },
    }),
  ];
}
