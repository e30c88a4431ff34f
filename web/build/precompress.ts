import type { Plugin } from 'vite';
import { precompressFolder } from '../../bin/precompress.mjs';

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, so the
 * server sends compressed bytes without compressing on every request. Done once at build time,
 * so the slowest, smallest settings are affordable (bin/precompress.mjs, which `quorum plugin
 * add` uses for a plugin's web half too).
 */
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
