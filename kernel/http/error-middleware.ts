import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { NotFoundError, QuorumError, type FieldError } from './errors.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { envelope } from './envelope.ts';
import { DEFAULT_LANGUAGE, type Language, type Translator } from '../i18n/translator.ts';

/** Translates a field message: `key|{"limit":3}` or a bare key; plain text passes through. */
export function translateFieldMessage(translator: Translator, language: Language, message: string): string {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  const vars = bar === -1 ? {} : (JSON.parse(message.slice(bar + 1)) as Record<string, unknown>);
  return translator.has(key) ? translator.t(language, key, vars) : message;
}

function isFieldList(data: unknown): data is FieldError[] {
  return Array.isArray(data) && data.every((d) => d && typeof d === 'object' && 'error_field' in d);
}

/** The one place errors become envelopes. Nothing internal (stack, SQL) reaches the client. */
export function errorMiddleware(translator: Translator, logger: Logger): ErrorRequestHandler {
  const logLost = lostDatabaseLog(logger);
  return (err, req, res, _next) => {
    const language = req.quorum?.language ?? DEFAULT_LANGUAGE;
    if (isBodyParseError(err)) {
      res.status(400).json(envelope(400, 'base.request_format_error', translator.t(language, 'base.request_format_error'), null));
      return;
    }
    if (err instanceof QuorumError) {
      let data = err.data;
      let msg = translator.t(language, err.reason, err.vars);
      if (isFieldList(data)) {
        data = data.map((f) => ({ ...f, error_msg: translateFieldMessage(translator, language, f.error_msg) }));
        if ((data as FieldError[]).length === 1) msg = (data as FieldError[])[0]!.error_msg;
      }
      if (err.status >= 500) logger.error({ err, requestId: req.quorum?.id }, 'request failed');
      res.status(err.status).json(envelope(err.status, err.reason, msg, data));
      return;
    }
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const reason = status === 404 ? 'base.not_found' : 'base.request_format_error';
      res.status(status).json(envelope(status, reason, translator.t(language, reason), null));
      return;
    }
    if (isConnectionLoss(err)) {
      logLost(err);
      res.status(503).json(envelope(503, 'base.unavailable', translator.t(language, 'base.unavailable'), null));
      return;
    }
    logger.error({ err, requestId: req.quorum?.id, path: req.path }, 'unexpected error');
    res.status(500).json(envelope(500, 'base.unknown', translator.t(language, 'base.unknown'), null));
  };
}

/** At most one line per this long while the database stays away, not one per request. */
const LOST_LOG_MS = 10_000;

/** Logs a lost database once per LOST_LOG_MS, with how many requests failed since the last line. */
function lostDatabaseLog(logger: Logger): (err: unknown) => void {
  let loggedAt = 0;
  let since = 0;
  return (err) => {
    const now = Date.now();
    if (now - loggedAt < LOST_LOG_MS) {
      since += 1;
      return;
    }
    const e = err as { code?: string; message?: string };
    logger.error({ code: e.code, message: e.message, failedSinceLastLine: since }, 'the database cannot be reached: requests that need it answer 503');
    loggedAt = now;
    since = 0;
  };
}

function isBodyParseError(err: unknown): boolean {
  const e = err as { type?: string; status?: number };
  return e?.type === 'entity.parse.failed' || e?.type === 'entity.too.large' || (e?.status === 400 && e?.type !== undefined);
}

/** Unknown paths under /answer/ and /installation/ answer with a 404 envelope, not the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFoundError('base.not_found'));
