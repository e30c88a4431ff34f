import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import type { Request, Response } from 'express';
import { negotiateEncoding } from './compression.ts';

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
    const encoding = negotiateEncoding(req.get('accept-encoding'));
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
