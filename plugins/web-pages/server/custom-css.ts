import type { RequestHandler } from 'express';
import type { PluginContext } from '../../../kernel/api.ts';
import { CustomCssHtmlGroup } from './api.ts';

/**
 * The admin's custom CSS as a stylesheet (Answer's /custom.css), linked by every page. Like
 * Answer it answers an empty sheet when the settings cannot be read: a page's styles must not
 * fail on it.
 */
export function customCss(ctx: Pick<PluginContext, 'installed' | 'settings' | 'logger'>): RequestHandler {
  return async (req, res, next) => {
    // The host hands a raw handler the paths under its own too (/custom.css/x): only the file
    // itself is the sheet, the rest is the page server's (its 404 page).
    if (!ctx.installed || req.path !== '/custom.css' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let css = '';
    try {
      css = (await ctx.settings.get(CustomCssHtmlGroup)).custom_css ?? '';
    } catch (err) {
      ctx.logger.error({ err }, 'custom.css: settings unreadable');
    }
    res.type('text/css; charset=utf-8').setHeader('Cache-Control', 'no-cache');
    res.send(css);
  };
}
