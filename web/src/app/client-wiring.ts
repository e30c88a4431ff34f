import { setClientEffects } from '../api/client-effects';
import { showErrorModal } from '../components/modal-store';
import { toast } from '../components/toast-store';
import { i18n } from '../i18n/i18n';
import { appStore, httpErrorAtom, suspensionAtom, userAtom } from './atoms';

interface Navigator {
  navigate(to: string): unknown;
}

/** Connects the framework-free api client to toasts, dialogs, the router and the store. */
export function wireClientEffects(router: Navigator): void {
  setClientEffects({
    toast: (message, variant) => toast(message, variant),
    modal: (message) => showErrorModal(message),
    navigate: (path) => void router.navigate(path),
    showErrorPage: (code, message) => appStore.set(httpErrorAtom, { code, message }),
    clearUser: () => appStore.set(userAtom, null),
    markSuspended: (until) => appStore.set(suspensionAtom, { until: until ?? null }),
    currentPath: () => window.location.pathname + window.location.search,
    language: () => i18n.language || 'en_US',
  });
}
