import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, FieldErrors } from './api-error';
import { setClientEffects, type ClientEffects } from './client-effects';
import { adminApi, api } from './client';
import { TOKEN_KEY } from './token-storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

function reply(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

let fx: { [K in keyof ClientEffects]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  fx = {
    toast: vi.fn(), modal: vi.fn(), navigate: vi.fn(), showErrorPage: vi.fn(), clearUser: vi.fn(), markSuspended: vi.fn(),
    currentPath: vi.fn(() => '/questions/ask'), language: vi.fn(() => 'zh_CN'),
  };
  setClientEffects(fx as unknown as ClientEffects);
});

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends token, language and JSON body, and unwraps data', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const fetchMock = reply(200, { code: 200, reason: 'base.success', msg: 'ok', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/user/login/email', { e_mail: 'x' })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/answer/api/v1/user/login/email');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('tok');
    expect(headers['Accept-Language']).toBe('zh_CN');
    expect(init.body).toBe('{"e_mail":"x"}');
  });

  it('builds query strings without empty values', async () => {
    const fetchMock = reply(200, { code: 200, data: null });
    vi.stubGlobal('fetch', fetchMock);
    await adminApi.get('/users/page', { page: 2, query: '', status: undefined });
    expect((fetchMock.mock.calls as unknown as string[][])[0]?.[0]).toBe('/answer/admin/api/users/page?page=2');
  });

  it('rejects field errors for a 400 with a list', async () => {
    vi.stubGlobal('fetch', reply(400, { code: 400, reason: 'base.request_format_error', msg: '', data: [{ error_field: 'e_mail', error_msg: 'bad' }] }));
    const err = await api.post('/user/register/email', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FieldErrors);
    expect((err as FieldErrors).byField()).toEqual({ e_mail: 'bad' });
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('toasts err_type toast, opens a modal for empty data, leaves alert to the caller', async () => {
    vi.stubGlobal('fetch', reply(400, { code: 400, msg: 'slow down', data: { err_type: 'toast' } }));
    await expect(api.post('/vote/up')).rejects.toBeInstanceOf(ApiError);
    expect(fx.toast).toHaveBeenCalledWith('slow down', 'danger');
    vi.stubGlobal('fetch', reply(400, { code: 400, msg: 'nope', data: null }));
    await expect(api.post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(fx.modal).toHaveBeenCalledWith('nope');
    vi.stubGlobal('fetch', reply(400, { code: 400, msg: 'Database connection failed', data: { err_type: 'alert' } }));
    const err = (await api.post('/x').catch((e: unknown) => e)) as ApiError;
    expect(err.errType).toBe('alert');
    expect(err.message).toBe('Database connection failed');
    expect(fx.modal).toHaveBeenCalledTimes(1);
  });

  it('on 401 clears the user, remembers the path and goes to login', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', reply(401, { code: 401, reason: 'base.unauthorized_error', msg: '', data: null }));
    await expect(api.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fx.clearUser).toHaveBeenCalled();
    expect(sessionStorage.getItem('_a_login_redirect_')).toBe('/questions/ask');
    expect(fx.navigate).toHaveBeenCalledWith('/users/login');
  });

  it.each([
    ['url_expired', '/users/account-activation/failed'],
    ['inactive', '/users/account-activation'],
    ['suspended', '/users/account-suspended'],
  ])('routes 403 %s to %s', async (type, path) => {
    vi.stubGlobal('fetch', reply(403, { code: 403, msg: 'x', data: { type } }));
    await expect(api.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(fx.navigate).toHaveBeenCalledWith(path);
  });

  it('remembers a suspension and its end (a refused login has no user to carry it)', async () => {
    vi.stubGlobal('fetch', reply(403, { code: 403, msg: 'x', data: { type: 'suspended', suspended_until: 1_900_000_000 } }));
    await expect(api.post('/user/login/email', {})).rejects.toBeInstanceOf(ApiError);
    expect(fx.markSuspended).toHaveBeenCalledWith(1_900_000_000);
    vi.stubGlobal('fetch', reply(403, { code: 403, msg: 'x', data: { type: 'inactive' } }));
    await expect(api.get('/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(fx.markSuspended).toHaveBeenCalledTimes(1);
  });

  it('shows the 403 page for admin calls and a toast otherwise', async () => {
    vi.stubGlobal('fetch', reply(403, { code: 403, msg: 'denied', data: null }));
    await expect(adminApi.get('/siteinfo/general')).rejects.toBeInstanceOf(ApiError);
    expect(fx.showErrorPage).toHaveBeenCalledWith(403, 'denied');
    await expect(api.post('/tag')).rejects.toBeInstanceOf(ApiError);
    expect(fx.toast).toHaveBeenCalledWith('denied', 'danger');
  });

  it('shows 404 only when allowed and 50X unless ignored', async () => {
    vi.stubGlobal('fetch', reply(404, { code: 404, msg: 'gone', data: null }));
    await expect(api.get('/question/info')).rejects.toBeInstanceOf(ApiError);
    expect(fx.showErrorPage).not.toHaveBeenCalled();
    await expect(api.get('/question/info', {}, { allow404: true })).rejects.toBeInstanceOf(ApiError);
    expect(fx.showErrorPage).toHaveBeenCalledWith(404, 'gone');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', reply(502, { code: 502, msg: 'bad', data: null }));
    await expect(api.get('/notification/status', {}, { ignore50x: true })).rejects.toBeInstanceOf(ApiError);
    expect(fx.navigate).not.toHaveBeenCalled();
    await expect(api.get('/siteinfo')).rejects.toBeInstanceOf(ApiError);
    expect(fx.navigate).toHaveBeenCalledWith('/50x');
  });

  it('times out after the configured delay', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const err = await api.get('/siteinfo', {}, { timeoutMs: 5 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'NetworkError', timedOut: true });
  });
});
