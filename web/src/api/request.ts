import { ApiError, FieldErrors, NetworkError, isFieldErrorList, type Envelope } from './api-error';
import { clientEffects } from './client-effects';
import { clearToken, getToken, rememberRedirect } from './token-storage';

export const API_BASE = '/answer/api/v1';
export const ADMIN_BASE = '/answer/admin/api';
export const INSTALL_BASE = '/installation';
export type ApiBase = typeof API_BASE | typeof ADMIN_BASE | typeof INSTALL_BASE;

export const REQUEST_TIMEOUT_MS = 10_000;

export type QueryValue = string | number | boolean | null | undefined;
export type Params = Record<string, QueryValue>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** A 404 shows the 404 page (otherwise the caller just gets the rejection). */
  allow404?: boolean;
  /** A 5xx or network failure does not lead to the 50X page (e.g. polling). */
  ignore50x?: boolean;
  /** A 400 with `err_type` goes back to the caller without toast or modal. */
  passError?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export function buildUrl(base: string, path: string, params?: Params): string {
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/** One HTTP call with SPEC §8 error handling; resolves with the envelope's `data`. */
export async function request<T>(method: string, base: ApiBase, path: string, opts: RequestOptions = {}): Promise<T> {
  const fx = clientEffects();
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': fx.language() };
  const token = getToken();
  if (token) headers.Authorization = token;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onOuterAbort);

  let res: Response;
  try {
    res = await fetch(buildUrl(base, path, opts.params), {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
  } catch (err) {
    const timedOut = controller.signal.aborted && !opts.signal?.aborted;
    if (!opts.ignore50x && !opts.signal?.aborted) fx.toast(timedOut ? 'timeout' : String(err), 'danger');
    throw new NetworkError(timedOut ? 'timeout' : String(err), timedOut);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onOuterAbort);
  }

  const envelope = await readEnvelope<T>(res);
  if (res.ok) return envelope.data;
  throw handleFailure(res.status, base, envelope, opts);
}

/**
 * A POST whose successful answer is a stream (server-sent events): resolves with the response to
 * read as it arrives; a refusal is an envelope, handled as `request` handles it. No timeout:
 * the caller's `signal` ends it.
 */
export async function requestStream(base: ApiBase, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const fx = clientEffects();
  const headers: Record<string, string> = { Accept: 'text/event-stream, application/json', 'Accept-Language': fx.language(), 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = token;
  let res: Response;
  try {
    res = await fetch(buildUrl(base, path), { method: 'POST', headers, credentials: 'include', body: JSON.stringify(body), signal });
  } catch (err) {
    if (!signal?.aborted) fx.toast(String(err), 'danger');
    throw new NetworkError(String(err), false);
  }
  if (res.ok) return res;
  throw handleFailure(res.status, base, await readEnvelope(res), {});
}

async function readEnvelope<T>(res: Response): Promise<Envelope<T>> {
  const text = await res.text();
  try {
    const parsed = JSON.parse(text) as Partial<Envelope<T>>;
    if (parsed && typeof parsed === 'object' && 'code' in parsed) {
      return { code: parsed.code ?? res.status, reason: parsed.reason ?? '', msg: parsed.msg ?? '', data: parsed.data as T };
    }
  } catch {
    // not JSON: fall through to a synthetic envelope
  }
  return { code: res.status, reason: '', msg: res.statusText, data: null as T };
}

function isEmpty(data: unknown): boolean {
  return data === null || data === undefined || (typeof data === 'object' && Object.keys(data).length === 0);
}

/** Applies the side effect SPEC §8 prescribes and returns the error to reject with. */
function handleFailure(status: number, base: ApiBase, env: Envelope<unknown>, opts: RequestOptions): ApiError {
  const fx = clientEffects();
  const err = new ApiError(status, env.reason, env.msg, env.data);
  if (status === 400) {
    if (isFieldErrorList(env.data)) return new FieldErrors(status, env.reason, env.msg, env.data);
    const type = err.errType;
    if (type) {
      if (opts.passError || type === 'alert') return err;
      if (type === 'toast') fx.toast(env.msg, 'danger');
      else fx.modal(env.msg);
      return err;
    }
    if (isEmpty(env.data)) fx.modal(env.msg);
    else fx.toast(env.msg, 'danger');
    return err;
  }
  if (status === 401) {
    clearToken();
    fx.clearUser();
    rememberRedirect(fx.currentPath());
    fx.navigate('/users/login');
    return err;
  }
  if (status === 403) {
    const data = env.data as { type?: string; suspended_until?: number } | null;
    const type = data?.type;
    if (type === 'url_expired') fx.navigate('/users/account-activation/failed');
    else if (type === 'inactive') fx.navigate('/users/account-activation');
    else if (type === 'suspended') {
      fx.markSuspended(data?.suspended_until);
      fx.navigate('/users/account-suspended');
    }
    else if (base === ADMIN_BASE) fx.showErrorPage(403, env.msg);
    else fx.toast(env.msg, 'danger');
    return err;
  }
  if (status === 404) {
    if (opts.allow404) fx.showErrorPage(404, env.msg);
    return err;
  }
  if (status >= 500) {
    console.error(`[api] ${status} ${env.reason} ${env.msg}`);
    if (!opts.ignore50x) fx.navigate('/50x');
    return err;
  }
  fx.toast(env.msg, 'danger');
  return err;
}
