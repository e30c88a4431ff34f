/**
 * The closed family of errors a handler may throw. One middleware (error-middleware.ts)
 * turns each into the `{code, reason, msg, data}` envelope; handlers never write an
 * error status themselves. `reason` is an i18n key; `msg` is derived from it per request.
 */
export interface FieldError {
  error_field: string;
  error_msg: string;
}

export abstract class QuorumError extends Error {
  abstract readonly status: number;
  constructor(
    readonly reason: string,
    readonly data: unknown = null,
    /** Values interpolated into the translated message. */
    readonly vars: Record<string, unknown> = {},
  ) {
    super(reason);
    this.name = new.target.name;
  }
}

/** 400. `data` is a FieldError list, `{err_type}` or null. */
export class InputError extends QuorumError {
  readonly status = 400;
  /** A 400 that names the fields it is about; each message is an i18n key or plain text. */
  static fields(reason: string, fields: FieldError[]): InputError {
    return new InputError(reason, fields);
  }
  static field(reason: string, field: string, messageKey = reason): InputError {
    return new InputError(reason, [{ error_field: field, error_msg: messageKey }]);
  }
}

export class AuthError extends QuorumError {
  readonly status = 401;
  constructor(reason = 'base.unauthorized_error') {
    super(reason);
  }
}

export type ForbiddenType = 'inactive' | 'suspended' | 'url_expired';

export class ForbiddenError extends QuorumError {
  readonly status = 403;
  static typed(reason: string, type: ForbiddenType): ForbiddenError {
    return new ForbiddenError(reason, { type });
  }
}

export class NotFoundError extends QuorumError {
  readonly status = 404;
}

export class ConflictError extends QuorumError {
  readonly status = 409;
}

export class RateLimitError extends QuorumError {
  readonly status = 429;
}

/** 503: the service exists but cannot answer now (e.g. the site is not installed yet). */
export class UnavailableError extends QuorumError {
  readonly status = 503;
}
