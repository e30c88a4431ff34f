/** The response body every JSON call answers with (Apache Answer's shape). */
export interface Envelope<T = unknown> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

export interface Page<T> {
  count: number;
  list: T[];
}

export function envelope<T>(code: number, reason: string, msg: string, data: T): Envelope<T> {
  return { code, reason, msg, data };
}
