import type { RequestHandler } from 'express';
import { AuthError, NotFoundError } from '../../../kernel/api.ts';
import { IMAGE_TYPES } from './image-type.ts';
import { UPLOAD_SOURCES, type ImageExtension } from './api.ts';

/**
 * The only paths that name a stored file. Matching the raw (still percent-encoded) path
 * against it rules out traversal (`..`, `%2f`), hidden files and directory listings before
 * the file system is touched.
 */
const STORED_FILE = new RegExp(`^/uploads/(?:${UPLOAD_SOURCES.join('|')})/\\d{4}/\\d{2}/[a-f0-9]{32}\\.(jpg|png|webp)$`);

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * `GET /uploads/…`: stored files, immutable and typed by their (checked) extension. On a
 * login-required site only members get them (the browser's session cookie identifies them,
 * as images carry no Authorization header), and no shared cache may keep them.
 */
export function serveUploads(root: string, loginRequired: () => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    const match = STORED_FILE.exec(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !match) return next(new NotFoundError('base.not_found'));
    let private_: boolean;
    try {
      private_ = await loginRequired();
    } catch (err) {
      return next(err);
    }
    if (private_ && !req.quorum.user) return next(new AuthError());
    res.setHeader('Content-Type', IMAGE_TYPES[match[1] as ImageExtension].mime);
    res.sendFile(req.path.slice('/uploads/'.length), {
      root,
      dotfiles: 'deny',
      maxAge: ONE_YEAR_MS,
      immutable: true,
      // Members' browsers may keep a private site's files; proxies and shared caches may not.
      headers: { 'X-Content-Type-Options': 'nosniff', ...(private_ ? { 'Cache-Control': 'private, max-age=31536000, immutable' } : {}) },
    }, (err) => {
      if (!err) return;
      if (res.headersSent) return next(err);
      res.removeHeader('Content-Type');
      res.removeHeader('Cache-Control');
      next((err as { status?: number }).status === 404 ? new NotFoundError('base.not_found') : err);
    });
  };
}
