export * from './api-error';
export * from './client';
export { setClientEffects, type ClientEffects } from './client-effects';
export { ADMIN_BASE, API_BASE, INSTALL_BASE, REQUEST_TIMEOUT_MS, request, type ApiBase, type Params, type RequestOptions } from './request';
export * from './token-storage';
