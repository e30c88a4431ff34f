import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';
import type { Request } from 'express';
import { AuthError, NotFoundError } from '../../../kernel/api.ts';
import { UPLOAD_KEY, type AttachmentExtension, type ImageExtension } from '../../../kernel/provider-api.ts';
import { ATTACHMENT_TYPES } from './attachment-type.ts';
import { attachmentDisposition, downloadName } from './download-name.ts';
import { IMAGE_TYPES } from './image-type.ts';
import type { SiteFiles } from './site-files.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * `GET /uploads/<key>`: stored files, from whichever store holds them, immutable and typed by
 * their (checked) extension. Only paths that are exactly an upload key are looked up: matching
 * the raw, still percent-encoded path rules out traversal (`..`, `%2f`), hidden files and
 * directory listings before any store is asked. On a login-required site only members get them
 * (the browser's session cookie identifies them, as images carry no Authorization header), and
 * no shared cache may keep them. Attachments always download (`Content-Disposition: attachment`,
 * under the name the link carries), with their checked, never-rendered type.
 */
export function serveUploads(files: SiteFiles, loginRequired: () => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    const key = req.path.slice('/uploads/'.length);
    const match = UPLOAD_KEY.exec(key);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) return next(new NotFoundError('base.not_found'));
    try {
      const private_ = await loginRequired();
      if (private_ && !req.quorum.user) return next(new AuthError());
      // The key names the bytes for good, so it is their validator too.
      const etag = `"${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}"`;
      const headers = {
        ...typeHeaders(match, req),
        'X-Content-Type-Options': 'nosniff',
        // Members' browsers may keep a private site's files; proxies and shared caches may not.
        'Cache-Control': `${private_ ? 'private' : 'public'}, max-age=${ONE_YEAR_SECONDS}, immutable`,
        ETag: etag,
      };
      const file = await files.find(key);
      if (!file) return next(new NotFoundError('base.not_found'));
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        file.body.destroy();
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Length': file.size });
      if (req.method === 'HEAD') {
        file.body.destroy();
        res.end();
        return;
      }
      // A store failing midway (a connection to S3 dropped) ends the response short, which the browser sees as a broken image.
      await pipeline(file.body, res).catch(() => res.destroy());
    } catch (err) {
      next(err);
    }
  };
}

/** An image's type, or an attachment's type and download name (from `?name=`, cleaned). */
function typeHeaders(match: RegExpExecArray, req: Request): Record<string, string> {
  if (match[1]) return { 'Content-Type': IMAGE_TYPES[match[1] as ImageExtension].mime };
  const extension = match[2] as AttachmentExtension;
  const asked = typeof req.query.name === 'string' ? req.query.name : '';
  return { 'Content-Type': ATTACHMENT_TYPES[extension].mime, 'Content-Disposition': attachmentDisposition(downloadName(asked, extension)) };
}
