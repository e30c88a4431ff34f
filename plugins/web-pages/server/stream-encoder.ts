import type { Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { negotiateEncoding } from './compression.ts';

/**
 * Where a streamed HTML answer is written: the response itself, or a brotli/gzip stream into it
 * by Accept-Encoding. The writer flushes where a piece must leave at once (the head, so the
 * browser fetches the assets while the rest renders); flushing every small write would cost most
 * of the compression.
 */
export function streamEncoder(req: Request, res: Response): Writable & { flush?: () => void } {
  res.vary('Accept-Encoding');
  const encoding = req.method === 'HEAD' ? undefined : negotiateEncoding(req.get('accept-encoding'));
  if (!encoding) return res;
  res.setHeader('Content-Encoding', encoding);
  const encoder = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
  encoder.pipe(res);
  return encoder;
}
