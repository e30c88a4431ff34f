import { existsSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { RequestHandler } from 'express';
import type { AddedWebModule } from '../../../kernel/provider-api.ts';
import { precompressedSender } from './precompressed-sender.ts';

/** Where the browser loads an added plugin's web modules from: `/plugin-assets/<id>/<file>`. */
export const ADDED_MODULES_PATH = '/plugin-assets/';

/**
 * The built web halves of the enabled plugins added to the site (`quorum plugin add`), served as
 * the site's own assets are: content-hashed names kept a year, precompressed copies when the
 * client accepts one. A disabled or unknown plugin's path is no file (the page server goes on).
 */
export function addedModuleFiles(modules: () => AddedWebModule[]): RequestHandler {
  const built = precompressedSender();
  return (req, res, next) => {
    if (!req.path.startsWith(ADDED_MODULES_PATH)) return next();
    const [id, ...rest] = req.path.slice(ADDED_MODULES_PATH.length).split('/');
    const module = modules().find((m) => m.id === id);
    if (!module || !/\.js$/.test(req.path)) return next();
    let file: string;
    try {
      file = normalize(join(module.dir, decodeURIComponent(rest.join('/'))));
    } catch {
      return next();
    }
    if (!file.startsWith(normalize(module.dir) + sep) || file.includes('\0') || !existsSync(file)) return next();
    built.send(req, res, file, { immutable: true, maxAge: 365 * 24 * 3600 * 1000 }, next);
  };
}

/** The `<meta>` naming the added plugins' entry modules, which the shell imports at start (web/src/main.tsx). */
export function addedModulesMeta(modules: AddedWebModule[]): string {
  if (!modules.length) return '';
  const urls = modules.map((m) => `${ADDED_MODULES_PATH}${encodeURIComponent(m.id)}/${encodeURIComponent(m.entry)}`);
  return `<meta name="quorum-plugins" content="${urls.join(' ')}">`;
}
