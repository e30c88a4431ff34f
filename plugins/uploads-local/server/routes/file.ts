import type { FromSchema } from 'json-schema-to-ts';
import multer from 'multer';
import type { RequestHandler } from 'express';
import { defineRoute, ForbiddenError, InputError, Role, UPLOAD_SOURCES, type RouteDefinition } from '../../../../kernel/api.ts';
import { MAX_UPLOAD_BYTES, uploadedUrlSchema } from '../../schemas/upload.ts';
import { detectImageType } from '../image-type.ts';
import type { SiteFiles } from '../site-files.ts';

const uploadBody = {
  type: 'object',
  required: ['source'],
  properties: { source: { enum: UPLOAD_SOURCES } },
} as const;

type UploadBody = FromSchema<typeof uploadBody>;

/**
 * Reads the multipart body into memory (4 MB, one file, a few small fields). Multer's own
 * errors become 400s naming `file`, so an oversized or malformed upload is an input error,
 * not a 500.
 */
function receiveFile(): RequestHandler {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  }).single('file');
  return (req, res, next) =>
    single(req, res, (err?: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      next(code === 'LIMIT_FILE_SIZE' ? InputError.field('error.upload.too_large', 'file') : InputError.field('error.upload.malformed', 'file'));
    });
}

/** `POST /file` (SPEC §7.2 Files): multipart `source` + `file`; answers the file's public URL. */
export function fileRoutes(files: SiteFiles): RouteDefinition<any, any>[] {
  return [
    defineRoute<UploadBody>({
      method: 'post', path: '/file', access: 'activated', guards: [receiveFile()], body: uploadBody, response: uploadedUrlSchema,
      handler: async ({ body, req, user }) => {
        if (body.source === 'branding' && user!.role_id !== Role.admin) throw new ForbiddenError('error.upload.branding_admin_only');
        if (!req.file) throw InputError.field('error.upload.required', 'file');
        const type = detectImageType(req.file.buffer);
        if (!type) throw InputError.field('error.upload.unsupported_type', 'file');
        return files.save(body.source, req.file.buffer, type);
      },
    }),
  ];
}
