import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadHead } from './build/first-load-head.ts';
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
 * - every plugin entry, with what it imports statically, in one (the shell loads them all before
 *   the first render; their screens and heavy parts stay lazy chunks of their own);
 * - the question page (the most visited) in three: its own, what it shares with the list, a post's HTML.
 */
const firstLoadGroups = [
  { name: (id: string) => (catalogueLanguage(id) ? `locale-${catalogueLanguage(id)}` : null), debugName: 'locales', priority: 30 },
  { name: 'app', tags: ['$initial' as const], priority: 20 },
  { name: 'plugins', test: /plugin-host[\\/]plugin-entries\.ts$|plugins[\\/][^\\/]+[\\/]web[\\/]index\.tsx$/, priority: 10 },
  // a question page's own modules and the slot fills it renders, in one chunk (dynamic imports of
  // question-detail-page, comment-list and follow-button resolve to it): 11 files were 2.4 KB
  // more than one
  { name: 'question-page', test: /plugins[\\/](?:questions[\\/]web[\\/]components[\\/](?:question-detail-page|answer-list|answer-form|post-view|post-author|author-actions|share-menu|share-url|flag-dialog)|comments[\\/]web[\\/](?:api|components[\\/](?:comment-list|comment-item|lazy-comment-form))|follow[\\/]web[\\/]components[\\/]follow-button)\.tsx?$/, priority: 7 },
  // what the question list and the question page share (higher priority: a group also takes
  // the modules its own modules import, so without it these would land in the question page's chunk)
  { name: 'question-pages', test: /plugins[\\/]questions[\\/](?:web[\\/]api\.ts|schemas[\\/]post-rules\.ts|web[\\/]components[\\/](?:hot-questions|tag-links)\.tsx)$|web[\\/]src[\\/](?:components[\\/](?:avatar|relative-time)\.tsx|format[\\/]relative-time\.ts)$/, priority: 9 },
  // a post's HTML, which the editor's preview also uses
  { name: 'post-html', test: /web[\\/]src[\\/]components[\\/]editor[\\/](?:post-html\.tsx|rich-html\.ts)$/, priority: 9 },
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

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: isSsrBuild ? [react()] : [react(), firstLoadHead(), precompress()],
  build: isSsrBuild ? serverBuild : {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // a browser without modulepreload still loads every chunk, only without the early hint; the
    // polyfill cost every first load half a kilobyte
    modulePreload: { polyfill: false },
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
