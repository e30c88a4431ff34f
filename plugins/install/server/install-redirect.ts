import type { RequestHandler } from 'express';

/** Before install the home page leads to the wizard; afterwards the wizard leads home (as Answer). */
export function installRedirect(installed: () => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!installed() && req.path === '/') return res.redirect(302, '/install');
    if (installed() && req.path === '/install') return res.redirect(302, '/');
    next();
  };
}
