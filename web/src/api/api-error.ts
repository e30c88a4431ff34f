/** The response envelope every Quorum endpoint returns (DESIGN §4). */
export interface Envelope<T = unknown> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

/** One entry of a 400 `base.request_format_error` list. */
export interface FieldError {
  error_field: string;
  error_msg: string;
}

export type ErrType = 'toast' | 'alert' | 'modal';

/** Any non-2xx answer, after the client has applied SPEC §8 side effects. */
export class ApiError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly data: unknown;

  constructor(status: number, reason: string, msg: string, data: unknown) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.reason = reason;
    this.data = data;
  }

  /** `data.err_type` of a 400, if any. */
  get errType(): ErrType | undefined {
    const d = this.data as { err_type?: ErrType } | null;
    return d && typeof d === 'object' && !Array.isArray(d) ? d.err_type : undefined;
  }
}

/** 400 with a list of field errors: forms map them onto their fields. */
export class FieldErrors extends ApiError {
  readonly isError = true as const;
  readonly list: FieldError[];

  constructor(status: number, reason: string, msg: string, list: FieldError[]) {
    super(status, reason, msg, list);
    this.name = 'FieldErrors';
    this.list = list;
  }

  /** `{ field: message }`, first message per field wins. */
  byField(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const { error_field, error_msg } of this.list) out[error_field] ??= error_msg;
    return out;
  }
}

/** The request never got an answer (time-out or network failure). */
export class NetworkError extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut: boolean) {
    super(message);
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

export function isFieldErrors(err: unknown): err is FieldErrors {
  return err instanceof FieldErrors;
}

export function isFieldErrorList(data: unknown): data is FieldError[] {
  return Array.isArray(data) && data.every((e) => e && typeof e === 'object' && 'error_field' in e);
}
