import type { RequestHandler } from 'express';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Compresses the answers sent with `res.send`/`res.json` (the API's JSON, pages, feeds) by the
 * client's Accept-Encoding. The `web-pages` plugin provides it beside its precompressed files, so
 * every encoding rule lives in one place; without a provider answers go uncompressed.
 */
export interface ResponseEncoder {
  /** Middleware run before every route; it wraps `res.send`. */
  encode: RequestHandler;
}

export const ResponseEncoderPoint = defineExtensionPoint<ResponseEncoder, 'one'>('kernel.response-encoder', {
  owner: 'kernel', cardinality: 'one', members: ['encode'],
});
