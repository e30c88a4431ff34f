import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadHead } from './build/first-load-head.ts';
import { pluginChunkGroups } from './build/plugin-chunks.ts';
import { precompress } from './build/precompress.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const serverTarget = process.env.QUORUM_DEV_SERVER ?? 'http://localhost:9080';

const OWN_SOURCES = ['web/src/', 'plugins/', 'schemas/'].map((dir) => repoRoot + dir);

/**
 * The language of a catalogue every page loads: the shell's ('web/src/i18n/locales/en_US.json' →
 * 'en_US'), a plugin's, and the module gathering the plugins' (plugin-host/catalogues/en_US.ts);
 * undefined for any other module (a feature's catalogue, web/src/features/<feature>/locales/,
 * loads with its screens).
 */
const catalogueLanguage = (id: string) =>
  /(?:web[\\/]src[\\/]i18n[\\/]locales|web[\\/]src[\\/]plugin-host[\\/]catalogues|plugins[\\/][^\\/]+[\\/]web[\\/]locales)[\\/]([A-Za-z_]+)\.(?:json|ts)$/.exec(id)?.[1];

/**
 * The first load as a few chunks instead of sixty: split by module, each small file paid its own
 * gzip dictionary and cross-chunk import lists (measured 51 KB gzip as 62 files, 36 KB as one).
 * - every catalogue of one language, the shell's and the plugins', in one chunk (a reader loads
 *   only their language's);
 * - everything the entry imports statically (React, the router, i18next, swr, the shell) in one;
 * - every plugin entry, with what it imports statically and the SDK components most pages show
 *   (avatar, relative time), in one (the shell loads them all before the first render; their
 *   screens and heavy parts stay lazy chunks of their own);
 * - a post's HTML, which the question page and the editor's preview use, in one;
 * - the chunks plugins ask for in their web/chunks.json (build/plugin-chunks.ts): the question
 *   page's own modules and the slot fills it renders in one (11 files were 2.4 KB more than one),
 *   what it shares with the question list in another.
 */
const firstLoadGroups = [
  { name: (id: string) => (catalogueLanguage(id) ? `locale-${catalogueLanguage(id)}` : null), debugName: 'locales', priority: 30 },
  { name: 'app', tags: ['$initial' as const], priority: 20 },
  { name: 'plugins', test: /plugin-host[\\/]plugin-entries\.ts$|plugins[\\/][^\\/]+[\\/]web[\\/]index\.tsx$|web[\\/]src[\\/](?:components[\\/](?:avatar|relative-time)\.tsx|format[\\/]relative-time\.ts)$/, priority: 10 },
  { name: 'post-html', test: /web[\\/]src[\\/]components[\\/]editor[\\/](?:post-html\.tsx|rich-html\.ts)$/, priority: 9 },
  ...pluginChunkGroups(repoRoot + 'plugins'),
];

/** Requests the Quorum server answers; everything else is the SPA. */
const proxied = ['/answer', '/installation', '/uploads'];

/** `vite build --ssr`: the server render (src/entry-server.tsx) as plain ES modules the kernel imports at run time. */
const serverBuild = {
  ssr: 'src/entry-server.tsx',
  outDir: fileURLToPath(new URL('./dist-server', import.meta.url)),
  emptyOutDir: true,
  rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
};

/** Lazy screens whose own imports are fetched beside them (the lists and a question, asking). */
const PRELOADED_ROUTES = /(^|\/)(question-page|question-list-page|tag-questions|ask-page)-/;

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), firstLoadHead(), precompress()],
  build: isSsrBuild ? serverBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // A browser without modulepreload still loads every chunk, only without the early hint; the
    // polyfill cost every first load half a kilobyte. The chunks a lazy import needs besides its
    // own are fetched beside it only for the pages most visits open next (PRELOADED_ROUTES):
    // every lazy import's list of them sat in the plugin entries, which every page loads, and
    // cost its first load 2 KB; another screen's helpers load a round trip after its chunk.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (PRELOADED_ROUTES.test(file) ? deps : []) },
    // .vite/manifest.json: the bundle budget test walks its import graph
    manifest: true,
    rollupOptions: {
      treeshake: {
        // Our modules run nothing on import (only CSS does, and styles/plugin-styles.ts, which only
        // imports CSS), so a module reached through the SDK's re-exports lands in the chunks that use
        // it instead of in every plugin's entry.
        moduleSideEffects: (id: string) => /\.css($|\?)|[\\/]styles[\\/]plugin-styles\.ts$/.test(id) || !OWN_SOURCES.some((dir) => id.startsWith(dir)),
      },
      output: { codeSplitting: { groups: firstLoadGroups } },
    },
  },
  server: {
    port: 5173,
    // plugin web entries and settings schemas live outside web/
    fs: { allow: [repoRoot] },
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverTarget, changeOrigin: true }])),
  },
}));
