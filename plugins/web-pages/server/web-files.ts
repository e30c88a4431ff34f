import { join, normalize, sep } from 'node:path';
import express, { type RequestHandler } from 'express';
import { precompressedSender } from './precompressed-sender.ts';

/** Built files that may have a `.br`/`.gz` copy beside them. */
const PRECOMPRESSED = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * The web build's files: hashed assets kept a year, the rest an hour, each sent as its
 * precompressed copy when the build wrote one and the client accepts it. HTML is left to the
 * page handler (it needs this response's nonce and policy); what is no file goes on.
 */
export function webFiles(dist: string): RequestHandler {
  const router = express.Router();
  const built = precompressedSender();
  const root = normalize(dist);
  router.use((req, res, next) => {
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(root + sep) || file.includes('\0') || !PRECOMPRESSED.test(file) || !built.has(file)) return next();
    const assets = req.path.startsWith('/assets/');
    built.send(req, res, file, assets ? { immutable: true, maxAge: 365 * 24 * 3600 * 1000 } : { maxAge: 3600 * 1000 }, next);
  });
  router.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  const files = express.static(dist, { index: false, maxAge: '1h' });
  // Pages (`/questions/1/a-title`) are no files: a path whose last segment has no extension goes
  // on without a file-system lookup (the build's top-level files all have one).
  router.use((req, res, next) => (req.path.endsWith('.html') || !/\.[^/]*$/.test(req.path) ? next() : files(req, res, next)));
  return router;
}
