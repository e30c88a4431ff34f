import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce } from './content-security-policy.ts';
import { SplicedGzip } from './spliced-gzip.ts';

describe('SplicedGzip', () => {
  const pieces = (text: string, hole: string) => text.split(hole).map((piece) => Buffer.from(piece));

  it('decodes to the pieces joined by each response\'s own filler', () => {
    // holes at the start, at the end, side by side; multi-byte text; a piece past the 32 KB window
    const hole = 'NONCE';
    const text = `NONCE<script nonce="NONCE">été ${'q&a '.repeat(20_000)}</script>NONCENONCE<p>${'ok '.repeat(10)}</p>NONCE`;
    const gzip = new SplicedGzip(pieces(text, hole));
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const nonce = createNonce();
      const body = gzip.join(Buffer.from(nonce));
      seen.add(body.toString('base64'));
      expect(gunzipSync(body).toString('utf8')).toBe(text.split(hole).join(nonce));
    }
    expect(seen.size).toBe(5);
  });

  it('compresses: the joined member is a fraction of the text', () => {
    const text = `<html>${'<li class="question">a question, its votes and its tags</li>'.repeat(2_000)}</html>`;
    const body = new SplicedGzip(pieces(text, 'x-none-x')).join(Buffer.from('unused'));
    expect(gunzipSync(body).toString('utf8')).toBe(text);
    expect(body.length).toBeLessThan(text.length / 20);
  });

  it('puts a response\'s own text of any length in the last hole, and the filler in the others', () => {
    const text = `<html><script nonce="N">${'a'.repeat(40_000)}</script><body>N<p>page</p>N</body></html>`;
    const gzip = new SplicedGzip(pieces(text, 'N'));
    const own = `<script type="application/json">${JSON.stringify({ votes: 'x'.repeat(100_000) })}</script>`;
    const parts = text.split('N');
    const expected = parts.slice(0, -1).join('n1') + own + parts.at(-1);
    expect(gunzipSync(gzip.join(Buffer.from('n1'), Buffer.from(own))).toString('utf8')).toBe(expected);
    expect(gunzipSync(gzip.join(Buffer.from('n1'), Buffer.alloc(0))).toString('utf8')).toBe(parts.slice(0, -1).join('n1') + parts.at(-1));
  });

  it('handles a text without holes and an empty text', () => {
    expect(gunzipSync(new SplicedGzip([Buffer.from('whole')]).join(Buffer.from('n'))).toString()).toBe('whole');
    expect(gunzipSync(new SplicedGzip([Buffer.alloc(0)]).join(Buffer.from('n'))).length).toBe(0);
  });
});
