import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compression would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(application\/(json|xml|rss\+xml|atom\+xml|javascript)|text\/|image\/svg\+xml)/;

/** The encodings of ours the client accepts; q=0 refuses one, `*` stands for gzip. */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  if (!acceptEncoding) return accepted;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br') accepted.br = true;
    else if (name === 'gzip' || name === '*') accepted.gzip = true;
  }
  return accepted;
}

/** The best encoding the client accepts for an answer compressed as it goes out: brotli before gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.br ? 'br' : accepted.gzip ? 'gzip' : undefined;
}

/**
 * The encoding of a kept page, which differs per response only by its nonce: gzip before
 * brotli. Its gzip is joined from pieces compressed once (spliced-gzip.ts), so a response costs
 * a copy; its brotli would be compressed afresh for every response (~90 KB of HTML on the
 * server's one thread), for ~15 % fewer bytes.
 */
export function keptPageEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.gzip ? 'gzip' : accepted.br ? 'br' : undefined;
}

/**
 * Compressed copies of the answers kept for visitors (memory-visitor-cache.ts): `encode` runs
 * once per encoding while `body` is kept (`kept`: the copy is sent many times), and every time
 * for a body that is not.
 */
export type EncodedOnce = (body: string, encoding: Encoding, encode: (kept: boolean) => Buffer) => Buffer;

/**
 * How hard a body is compressed: a copy kept and sent many times gets brotli's quality 4 or
 * gzip's 6; a body compressed for one response (a member's own answer, whatever is not kept)
 * quality 2 or gzip's 1, nginx's default. On a 16 KB question list brotli took 126 µs at 4 and
 * 55 µs at 2 for 9 % more bytes; compressing members' answers was an eighth of the server's CPU
 * under their reads (docs/perf.md, 2026-11-30 morning).
 */
const EFFORT = { kept: { br: 4, gzip: 6 }, once: { br: 2, gzip: 1 } } as const;

/** `body` compressed for sending as it goes out, with brotli or gzip, as hard as `EFFORT` says. */
function compress(body: string | Buffer, encoding: Encoding, size: number, kept: boolean): Buffer {
  const effort = EFFORT[kept ? 'kept' : 'once'];
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.br, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
    : gzipSync(body, { level: effort.gzip });
}

/**
 * An answer's bytes as they go to a client accepting `acceptEncoding`, the one rule of
 * `compressResponses` and of answers sent before express: compressed when the client takes an
 * encoding of ours and the body is worth it, through `encodedOnce` when it is a kept one.
 */
export function encodedForResponse(body: string | Buffer, acceptEncoding: string | undefined, encodedOnce: EncodedOnce = (_body, _encoding, encode) => encode(false)): { bytes: Buffer; encoding?: Encoding } {
  const encoding = negotiateEncoding(acceptEncoding);
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (!encoding || size < COMPRESS_MIN_BYTES) return { bytes: typeof body === 'string' ? Buffer.from(body) : body };
  const encode = (kept: boolean) => compress(body, encoding, size, kept);
  return { bytes: typeof body === 'string' ? encodedOnce(body, encoding, encode) : encode(false), encoding };
}

/**
 * The weak validator express gives a body it sends (its `etag` setting's default: the length
 * and a SHA-1 of the bytes), so a member's answer sent before express revalidates against the
 * one express would draw.
 */
export function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').slice(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

/**
 * Compresses JSON, HTML and other text answers sent with `res.send`/`res.json` on the fly, by
 * Accept-Encoding, brotli before gzip (smaller for the same effort on API-sized bodies), as hard
 * as `EFFORT` says; the web build's files take their precompressed copies instead
 * (precompressed-sender.ts), and a visitor's kept answer its compressed copy (`encodedOnce`). Provided to the kernel's
 * `kernel.response-encoder` point, which runs it before every route.
 */
export function compressResponses(encodedOnce: EncodedOnce = (_body, _encoding, encode) => encode(false)): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      if (typeof body === 'string' && !res.getHeader('Content-Type')) res.type('html');
      const type = String(res.getHeader('Content-Type') ?? '');
      if (!COMPRESSIBLE_TYPE.test(type)) return send(body);
      res.vary('Accept-Encoding');
      if (res.getHeader('Content-Encoding') || req.method === 'HEAD') return send(body);
      const { bytes, encoding } = encodedForResponse(body, req.get('accept-encoding'), encodedOnce);
      // sent as it came when not compressed: express gives a text body its charset
      if (!encoding) return send(body);
      res.setHeader('Content-Encoding', encoding);
      return send(bytes);
    };
    next();
  };
}
