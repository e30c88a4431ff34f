import { existsSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { streamEncoder } from './compression.ts';

/** What the web's server bundle (web/src/entry-server.tsx, built into web/dist-server) exports. */
export interface ServerRenderBundle {
  render(req: {
    url: string;
    nonce?: string;
    member: boolean;
    fetchApi: (path: string, params: Record<string, unknown> | undefined) => Promise<unknown>;
    onError?: (err: unknown) => void;
  }): Promise<{ dataScript: string; pipe: (out: Writable) => void }>;
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

const API_BASE = '/answer/api/v1';
const loopback = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * GETs of the site's own API for the render, made to this very server as the page's browser
 * would make them: its token (from the session cookie), its language, its address. The render
 * thereby reads exactly the responses (presenters, access rules, view counts) the client would.
 */
export function loopbackApi(req: Request): (path: string, params: Record<string, unknown> | undefined) => Promise<unknown> {
  const host = req.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const port = req.socket.localPort;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': req.get('accept-language') ?? '' };
  if (req.quorum.token) headers.authorization = req.quorum.token;
  const forwarded = req.get('x-forwarded-for');
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${req.socket.remoteAddress ?? ''}` : (req.socket.remoteAddress ?? '');
  if (req.get('user-agent')) headers['user-agent'] = req.get('user-agent')!;
  return (path, params) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
    const qs = query.toString();
    return new Promise((resolve) => {
      const call = httpRequest({ host: host.includes(':') ? `[${host}]` : host, port, path: `${API_BASE}${path}${qs ? `?${qs}` : ''}`, headers, agent: loopback }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if ((res.statusCode ?? 500) >= 300) return resolve(undefined);
          try {
            resolve((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown }).data);
          } catch {
            resolve(undefined);
          }
        });
        res.on('error', () => resolve(undefined));
      });
      call.on('error', () => resolve(undefined));
      call.end();
    });
  };
}

/**
 * Sends the shell with the React render streamed into its root element and the render's data
 * block after it, compressed as the client accepts.
 */
export function streamPage(req: Request, res: Response, html: string, rendered: { dataScript: string; pipe: (out: Writable) => void }): void {
  const at = html.indexOf('<div id="root"></div>');
  const before = at < 0 ? html : html.slice(0, at + '<div id="root">'.length);
  const after = at < 0 ? '' : html.slice(at + '<div id="root">'.length);
  const out = streamEncoder(req, res);
  out.write(before);
  out.flush?.();
  const app = new PassThrough();
  app.on('data', (chunk: Buffer) => out.write(chunk));
  app.on('end', () => {
    const closing = after.indexOf('</div>') + '</div>'.length;
    out.end(after.slice(0, closing) + rendered.dataScript + after.slice(closing));
  });
  rendered.pipe(app);
}
