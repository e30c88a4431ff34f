import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, so the
 * server sends compressed bytes without compressing on every request. Done once at build time,
 * so the slowest, smallest settings are affordable.
 */
/** Writes the compressed copies of every text file in `dir` that compression makes smaller. */
export async function precompressFolder(dir: string): Promise<void> {
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const data = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'quorum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      try {
        await precompressFolder(outDir);
      } catch (err) {
        // Another build emptied the folder meanwhile (test runs may build at once): that build
        // writes its own copies; the server serves the uncompressed file when a copy is missing.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        this.warn(`precompression stopped: ${(err as Error).message}`);
      }
    },
  };
}
