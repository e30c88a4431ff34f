import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compression would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(application\/(json|xml|rss\+xml|atom\+xml|javascript)|text\/|image\/svg\+xml)/;

/** The best encoding the client accepts (brotli before gzip); q=0 refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
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
 * smaller; the web build's files take their precompressed copies instead (precompressed-sender.ts).
 * Provided to the kernel's `kernel.response-encoder` point, which runs it before every route.
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
      const encoding = negotiateEncoding(req.get('accept-encoding'));
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
