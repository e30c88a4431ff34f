import type { Request, Response } from 'express';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/** The built web app the kernel serves: its files, and the server render beside them. */
export interface WebBuild {
  /** The folder of index.html and assets/. */
  dist: string;
  /** The server render's entry (web/dist-server/entry-server.js), or false to render no page on the server. */
  serverBundle: string | false;
}

/**
 * Answers a browser's request for a page of the web app (any GET that is neither an API path
 * nor a built file): the shell, its policy and whatever it draws on the server.
 */
export interface PageServer {
  serve(req: Request, res: Response): Promise<void>;
}

/** The `web-pages` plugin provides it; without one, pages answer 503 and the API still serves. */
export const PageServerPoint = defineExtensionPoint<PageServer, 'one'>('kernel.page-server', { owner: 'kernel', cardinality: 'one', members: ['serve'] });
