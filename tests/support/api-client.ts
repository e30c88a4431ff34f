import type { Envelope } from '../../kernel/http/envelope.ts';
import type { ResponseCheck } from './response-contract.ts';

export interface CallOptions {
  token?: string;
  language?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra request headers (e.g. X-Forwarded-For in tests of per-address limits). */
  headers?: Record<string, string>;
}

/**
 * A small HTTP client for API tests: every call returns the envelope plus the HTTP status.
 * With a `check` (the test server's response contract) every response is checked as it arrives.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly check?: ResponseCheck,
  ) {}

  async call<T = unknown>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Envelope<T> & { status: number }> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { 'accept-language': options.language ?? 'en_US', ...options.headers };
    if (options.token) headers.authorization = options.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new Error(`${method} ${path} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`);
    }
    this.check?.(method, url, res.status, parsed);
    return { ...parsed, status: res.status };
  }

  get<T = unknown>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, undefined, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('POST', path, body ?? {}, options);
  }
  put<T = unknown>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('PUT', path, body ?? {}, options);
  }
  delete<T = unknown>(path: string, body?: unknown, options?: CallOptions) {
    return this.call<T>('DELETE', path, body ?? {}, options);
  }
}
