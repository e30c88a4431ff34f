import type { NextFunction, Request, Response } from 'express';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/** The built web app the kernel serves: its files, and the server render beside them. */
export interface WebBuild {
  /** The folder of index.html and assets/. */
  dist: string;
  /** The server render's entry (web/dist-server/entry-server.js), or false to render no page on the server. */
  serverBundle: string | false;
  /**
   * The enabled plugins added to the site (`quorum plugin add`) that have a web half, built into
   * browser modules in `dir` (`entry` is the module the shell imports); set by the kernel.
   */
  addedModules?: () => AddedWebModule[];
}

/** One added plugin's built web half. */
export interface AddedWebModule {
  id: string;
  dir: string;
  entry: string;
}

/**
 * Answers a browser's GET or HEAD outside the API and plugins' own paths: the web build's files
 * and its pages (the shell, its policy and whatever it draws on the server); `next` for what it
 * does not serve, or with an error.
 */
export interface PageServer {
  serve(req: Request, res: Response, next: NextFunction): void;
}

/** The `web-pages` plugin provides it; without one, pages answer 503 and the API still serves. */
export const PageServerPoint = defineExtensionPoint<PageServer, 'one'>('kernel.page-server', { owner: 'kernel', cardinality: 'one', members: ['serve'] });
