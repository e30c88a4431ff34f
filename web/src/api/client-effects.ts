/**
 * What the API client may do to the app (SPEC §8). The shell registers the real
 * implementations at start-up; the client itself stays free of React and the router,
 * so it can be unit-tested with a stubbed fetch.
 */
export interface ClientEffects {
  toast(message: string, variant: 'danger' | 'success' | 'info'): void;
  modal(message: string): void;
  navigate(path: string): void;
  /** Show an error page (403/404) in place of the current route content. */
  showErrorPage(code: 403 | 404, message?: string): void;
  clearUser(): void;
  /** A 403 `suspended`: remember it (with `suspended_until` when the server sent one). */
  markSuspended(until: number | undefined): void;
  currentPath(): string;
  language(): string;
}

const noop = () => undefined;

let effects: ClientEffects = {
  toast: noop,
  modal: noop,
  navigate: noop,
  showErrorPage: noop,
  clearUser: noop,
  markSuspended: noop,
  currentPath: () => '/',
  language: () => 'en_US',
};

export function setClientEffects(next: Partial<ClientEffects>): void {
  effects = { ...effects, ...next };
}

export function clientEffects(): ClientEffects {
  return effects;
}
