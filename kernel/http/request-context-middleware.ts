import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { normalizeLanguage } from '../i18n/translator.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { TokenResolver } from '../ports/token-resolver.ts';
import { toSessionUser } from '../auth/account-state.ts';
import { bearerToken, requestToken, sessionCookie, setSessionCookie } from '../auth/session-cookie.ts';

/** Request id, language and a JSON access log line per request. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req.headers['x-request-id']);
    req.quorum = { id, language: normalizeLanguage(req.get('accept-language')), ip: req.ip ?? '' };
    res.setHeader('x-request-id', id);
    logRequest(logger, req.method, req.path, id, res);
    next();
  };
}

/** The access log line of one request, written when its response has gone. */
export function logRequest(logger: Logger, method: string | undefined, path: string, requestId: string, res: ServerResponse, started = process.hrtime.bigint()): void {
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info({ requestId, method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
}

/** The request's id: the client's `x-request-id` when it is a plain token, else a fresh one. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/**
 * Reads `Authorization: <token>` (a `Bearer ` prefix is accepted) and attaches the member; a
 * browser's own GET outside the API (an image in a post) may use the session cookie instead.
 * A header token that names no live session goes to the token resolvers (API keys), which
 * attach their account without a session, a cookie or the token echoed back.
 */
export function resolveSession(sessions: () => SessionService | undefined, resolvers: () => TokenResolver[] = () => []): RequestHandler {
  return async (req, res, next) => {
    const header = bearerToken(req.get('authorization'));
    const service = sessions();
    const token = requestToken(req, req.path);
    if (token && service) {
      const found = await service.resolve(token);
      if (found) {
        req.quorum.user = toSessionUser(found.user);
        req.quorum.sessionId = found.sessionId;
        req.quorum.token = token;
        // A browser signed in before the cookie existed (or holding another session's) gets
        // it on its next API call, so its images keep loading on a private site.
        if (header && sessionCookie(req) !== token) setSessionCookie(req, res, token);
      } else if (header) {
        for (const resolver of resolvers()) {
          const resolved = await resolver.resolve(token);
          if (!resolved) continue;
          req.quorum.user = toSessionUser(resolved.user);
          if (resolved.readOnly) req.quorum.readOnly = true;
          break;
        }
      }
    }
    next();
  };
}
