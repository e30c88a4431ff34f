/**
 * `tsx tests/perf/wire-bytes.ts [--dist DIR]`: serves a built web app (web/dist by default)
 * over a generated site of 200 questions, loads `/questions` in Chromium once asking for no
 * compression (what every response was before compression) and once as browsers ask, and
 * prints the bytes over the wire of all the page's requests (Chromium's encodedDataLength).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.ts';
import { installSeededSite } from './seed-site.ts';

const { values } = parseArgs({ options: { dist: { type: 'string', default: join(import.meta.dirname, '..', '..', 'web', 'dist') } } });
const home = await mkdtemp(join(tmpdir(), 'quorum-wire-'));
const { kernel } = await installSeededSite(home, { engine: 'sqlite', file: 'quorum.db' }, 200, { webDist: values.dist! });
const base = `http://127.0.0.1:${await kernel.listen(0, '127.0.0.1')}`;

async function load(acceptEncoding?: string): Promise<{ bytes: number; requests: number }> {
  const browser = await launchBrowser({ baseURL: base });
  try {
    const cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('Network.enable');
    if (acceptEncoding) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
    let bytes = 0, requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await browser.page.goto('/questions', { waitUntil: 'networkidle' });
    return { bytes, requests };
  } finally {
    await browser.close();
  }
}

const plain = await load('identity');
const compressed = await load();
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
process.stdout.write(`/questions, ${plain.requests} requests: ${kb(plain.bytes)} uncompressed, ${kb(compressed.bytes)} compressed (${((100 * compressed.bytes) / plain.bytes).toFixed(0)}%)\n`);
await kernel.close();
await rm(home, { recursive: true, force: true });
process.exit(0);
