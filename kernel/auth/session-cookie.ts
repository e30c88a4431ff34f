import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { SESSION_TTL_SECONDS } from './session-service.ts';

/**
 * The session token as an HttpOnly cookie beside the one the client keeps for its
 * Authorization header. Browsers send it with what they fetch on their own (images in posts),
 * so a login-required site can keep uploaded files to members. It names the same server-side
 * session as the token: logout, a password change or a suspension ends both at once.
 */
export const SESSION_COOKIE = 'quorum_session';

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: SESSION_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

/** The cookie's token, read without a cookie-parser dependency (of any request: the visitors' front path reads it before express). */
export function sessionCookie(req: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

/** The token of an Authorization header (`Bearer <token>` or the token alone, as Answer's clients send it), or ''. */
export function bearerToken(header: string | undefined): string {
  return (header ?? '').trim().replace(/^Bearer\s+/i, '');
}

/**
 * Only reads a browser makes by itself may be authorised by the cookie: GET and HEAD outside
 * the API. API calls keep requiring the Authorization header, so a cross-site form or script
 * cannot act with the cookie.
 */
export function cookieMayAuthenticate(method: string | undefined, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !path.startsWith('/answer/') && !path.startsWith('/installation') && !path.startsWith('/assets/');
}

/**
 * The token a request is authorised by, as express's session resolution and the front path
 * both read it: the Authorization header's, else the session cookie's where the cookie may
 * authorise the request (a page, an image); '' for none. `path`: the URL's path, without its query.
 */
export function requestToken(req: Pick<IncomingMessage, 'headers' | 'method'>, path: string): string {
  return bearerToken(req.headers.authorization) || (cookieMayAuthenticate(req.method, path) ? (sessionCookie(req) ?? '') : '');
}
