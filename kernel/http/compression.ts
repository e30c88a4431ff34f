import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compression would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(application\/(json|xml|rss\+xml|atom\+xml|javascript)|text\/|image\/svg\+xml)/;

/** The best encoding the client accepts (brotli before gzip); q=0 refuses one. */
export function negotiate(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Compresses JSON, HTML and other text answers sent with `res.send`/`res.json` on the fly, by
 * Accept-Encoding. Brotli at quality 4 costs about what gzip does on API-sized bodies and is
 * smaller; files take their precompressed copies instead (see `sendPrecompressed`).
 */
export function compressResponses(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      if (typeof body === 'string' && !res.getHeader('Content-Type')) res.type('html');
      const type = String(res.getHeader('Content-Type') ?? '');
      if (!COMPRESSIBLE_TYPE.test(type)) return send(body);
      res.vary('Accept-Encoding');
      const encoding = negotiate(req.get('accept-encoding'));
      const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
      if (!encoding || size < COMPRESS_MIN_BYTES || res.getHeader('Content-Encoding') || req.method === 'HEAD') return send(body);
      const compressed = encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : gzipSync(body, { level: 6 });
      res.setHeader('Content-Encoding', encoding);
      return send(compressed);
    };
    next();
  };
}

/**
 * Sends a built file, or its `.br`/`.gz` copy written at build time when the client accepts
 * one (Content-Type from the original name, Vary: Accept-Encoding either way). Existence is
 * remembered: the build's files do not change while the server runs.
 */
export interface PrecompressedSender {
  /** Whether the build wrote a compressed copy of `path`. */
  has(path: string): boolean;
  send(req: Request, res: Response, path: string, options: { maxAge?: number; immutable?: boolean }, next: (err?: unknown) => void): void;
}

export function precompressedSender(): PrecompressedSender {
  const exists = new Map<string, boolean>();
  const known = (path: string) => {
    let found = exists.get(path);
    if (found === undefined) {
      // Requests may name any path: keep the memory bounded.
      if (exists.size > 10_000) exists.clear();
      exists.set(path, (found = existsSync(path)));
    }
    return found;
  };
  const has = (path: string) => known(`${path}.br`) || known(`${path}.gz`);
  const send: PrecompressedSender['send'] = (req, res, path, options, next) => {
    res.vary('Accept-Encoding');
    const encoding = negotiate(req.get('accept-encoding'));
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
    if (suffix && known(path + suffix)) {
      res.type(extname(path));
      res.setHeader('Content-Encoding', encoding!);
      return res.sendFile(path + suffix, { ...options, dotfiles: 'deny' }, (err) => {
        if (!err) return;
        // The copy went away (a rebuild): forget it and send the file itself.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent) {
          exists.delete(path + suffix);
          res.removeHeader('Content-Encoding');
          return res.sendFile(path, { ...options, dotfiles: 'deny' }, (again) => again && next(again));
        }
        next(err);
      });
    }
    res.sendFile(path, { ...options, dotfiles: 'deny' }, (err) => err && next(err));
  };
  return { has, send };
}
