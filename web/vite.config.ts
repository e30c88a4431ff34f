import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverTarget = process.env.QUORUM_DEV_SERVER ?? 'http://localhost:9080';

const OWN_SOURCES = ['web/src/', 'plugins/', 'schemas/'].map((dir) => repoRoot + dir);

/** Requests the Quorum server answers; everything else is the SPA. */
const proxied = ['/answer', '/installation', '/uploads'];

/** `vite build --ssr`: the server render (src/entry-server.tsx) as plain ES modules the kernel imports at run time. */
const serverBuild = {
  ssr: 'src/entry-server.tsx',
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  build: isSsrBuild ? serverBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: the bundle budget test walks its import graph
    manifest: true,
    rollupOptions: {
      treeshake: {
        // Our modules run nothing on import (only CSS does), so a module reached through the SDK's
        // re-exports lands in the chunks that use it instead of in every plugin's entry.
        moduleSideEffects: (id: string) => /\.css($|\?)/.test(id) || !OWN_SOURCES.some((dir) => id.startsWith(dir)),
      },
    },
  },
  server: {
    port: 5173,
    // plugin web entries and settings schemas live outside web/
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverTarget, changeOrigin: true }])),
  },
}));
