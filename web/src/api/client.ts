import { ADMIN_BASE, API_BASE, INSTALL_BASE, request, type ApiBase, type Params, type RequestOptions } from './request';

type Opts = Omit<RequestOptions, 'body'>;

export interface Http {
  get<T>(path: string, params?: Params, opts?: Opts): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: Opts): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: Opts): Promise<T>;
  /** DELETE carries a JSON body in this API. */
  del<T>(path: string, body?: unknown, opts?: Opts): Promise<T>;
}

export function createHttp(base: ApiBase): Http {
  return {
    get: (path, params, opts) => request('GET', base, path, { ...opts, params: { ...opts?.params, ...params } }),
    post: (path, body, opts) => request('POST', base, path, { ...opts, body: body ?? {} }),
    put: (path, body, opts) => request('PUT', base, path, { ...opts, body: body ?? {} }),
    del: (path, body, opts) => request('DELETE', base, path, { ...opts, body: body ?? {} }),
  };
}

/** `/answer/api/v1` */
export const api = createHttp(API_BASE);
/** `/answer/admin/api` */
export const adminApi = createHttp(ADMIN_BASE);
/** `/installation` */
export const installApi = createHttp(INSTALL_BASE);

export const { get, post, put, del } = api;

/** swr keys are tuples so one fetcher serves every base: `[base, path, params?]`. */
export type ApiKey = readonly [ApiBase, string, Params?];

export function apiKey(path: string, params?: Params): ApiKey {
  return params ? [API_BASE, path, params] : [API_BASE, path];
}

export function adminKey(path: string, params?: Params): ApiKey {
  return params ? [ADMIN_BASE, path, params] : [ADMIN_BASE, path];
}

export function installKey(path: string): ApiKey {
  return [INSTALL_BASE, path];
}

/** The global swr fetcher. */
export function swrFetcher<T>(key: ApiKey): Promise<T> {
  const [base, path, params] = key;
  return request<T>('GET', base, path, { params });
}
