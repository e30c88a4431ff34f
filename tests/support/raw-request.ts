import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestServer } from './test-server.ts';

/** A response as it came over the wire: its body's bytes as sent, still encoded. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends one request to a test server with exactly the headers given and nothing else, for tests
 * of what goes on the wire (encodings, lengths, nonces, what a HEAD says): the API client adds
 * its own headers and decodes what it gets.
 */
export function rawRequest(server: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw response's body as text, decoded by its Content-Encoding (brotli, gzip or none). */
export function decodedText(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body).toString('utf8');
}

/** The script nonce a page's Content-Security-Policy header names. */
export function nonceOf(res: RawResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error(`no nonce in the Content-Security-Policy: ${String(res.headers['content-security-policy'])}`);
  return nonce;
}
