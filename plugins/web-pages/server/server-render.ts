import { existsSync } from 'node:fs';
import { PassThrough, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { streamEncoder } from './stream-encoder.ts';

/** What the web's server bundle (web/src/entry-server.tsx, built into web/dist-server) exports. */
export interface ServerRenderBundle {
  render(req: {
    url: string;
    nonce?: string;
    member: boolean;
    fetchApi: (path: string, params: Record<string, unknown> | undefined) => Promise<unknown>;
    onError?: (err: unknown) => void;
    /** Stops the render: no further pass, React's stream aborted (the browser renders the rest). */
    signal?: AbortSignal;
  }): Promise<{ language?: string; dataScript: string; reads?: HandedRead[]; pipe: (out: Writable) => void }>;
  /**
   * False for a path only the app's catch-all not-found route matches, or a route of a plugin not
   * in `enabledPlugins()`, called only for a plugin's route (absent from a bundle built before it).
   */
  routeExists?(path: string, enabledPlugins?: () => Promise<readonly string[] | undefined>): Promise<boolean>;
  /** A member's own part of the visitors' page, as the block their browser reads (absent from a bundle built before it). */
  memberScript?(data: { user: unknown; swr: Record<string, unknown>; unread: string[] }, nonce?: string): string;
}

/**
 * The server bundle, imported once on first use (its chunks import its entry by plain path, so
 * it cannot be re-imported under another URL: a rebuild takes a restart, as the shell's assets
 * do). Undefined while the web was built without one: pages stay the shell.
 */
export function serverRenderBundle(file: string): () => Promise<ServerRenderBundle | undefined> {
  let loaded: Promise<ServerRenderBundle> | undefined;
  return async () => {
    if (!loaded && !existsSync(file)) return undefined;
    // React (external to the bundle, one copy with the libraries that use it) picks its
    // development build unless told otherwise: a server started without NODE_ENV serves.
    process.env.NODE_ENV ??= 'production';
    loaded ??= import(pathToFileURL(file).href) as Promise<ServerRenderBundle>;
    return loaded;
  };
}

export const API_BASE = '/answer/api/v1';

/** One GET of the site's API a render made (path under the API base). */
export interface ApiRead {
  path: string;
  params: Record<string, unknown> | undefined;
}

/** A read whose answer the page hands the browser, under the key the browser's swr files it by. */
export interface HandedRead extends ApiRead {
  serialized: string;
}

/** A render ready to stream; `done` is called once its HTML has ended, however it ended. */
type Rendered = { language?: string; dataScript: string; reads?: HandedRead[]; pipe: (out: Writable) => void; done: () => void };

/** The shell around its root element, and what closes it with the render's data block after the root. */
function aroundRoot(html: string, dataScript: string): { before: string; after: string } {
  const at = html.indexOf('<div id="root"></div>');
  const before = at < 0 ? html : html.slice(0, at + '<div id="root">'.length);
  const rest = at < 0 ? '' : html.slice(at + '<div id="root">'.length);
  const closing = rest.indexOf('</div>') + '</div>'.length;
  return { before, after: rest.slice(0, closing) + dataScript + rest.slice(closing) };
}

/**
 * Sends the shell with the React render streamed into its root element and the render's data
 * block after it, compressed as the client accepts.
 */
export function streamPage(req: Request, res: Response, html: string, rendered: Rendered): void {
  const { before, after } = aroundRoot(html, rendered.dataScript);
  const out = streamEncoder(req, res);
  out.write(before);
  out.flush?.();
  const app = new PassThrough();
  app.on('data', (chunk: Buffer) => out.write(chunk));
  app.on('end', () => {
    rendered.done();
    out.end(after);
  });
  app.on('error', () => {
    rendered.done();
    out.end(after);
  });
  rendered.pipe(app);
}

/** The whole page as one string, for a visitor's page that is kept (page-serving.ts). */
export function collectPage(html: string, rendered: Rendered): Promise<string> {
  const { before, after } = aroundRoot(html, rendered.dataScript);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const app = new PassThrough();
    app.on('data', (chunk: Buffer) => chunks.push(chunk));
    app.on('end', () => {
      rendered.done();
      resolve(before + Buffer.concat(chunks).toString('utf8') + after);
    });
    app.on('error', (err) => {
      rendered.done();
      reject(err);
    });
    rendered.pipe(app);
  });
}
