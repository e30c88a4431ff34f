import { atom } from 'jotai';
import { appStore } from '../app/atoms';

export interface AlertModalState {
  message: string;
  /** i18n key of the title; SPEC §8 modal error title 'Error...'. */
  titleKey: string;
  onConfirm?: () => void;
  confirmKey?: string;
}

export const alertModalAtom = atom<AlertModalState | null>(null);

/** Error dialog with a message (400 with empty data, err_type modal). */
export function showErrorModal(message: string): void {
  appStore.set(alertModalAtom, { message, titleKey: 'modal.error_title' });
}

/** Confirm dialog; resolves true when confirmed. */
export function confirmModal(message: string, titleKey = 'modal.confirm_title', confirmKey = 'common.confirm'): Promise<boolean> {
  return new Promise((resolve) => {
    appStore.set(alertModalAtom, {
      message,
      titleKey,
      confirmKey,
      onConfirm: () => resolve(true),
    });
    const unsubscribe = appStore.sub(alertModalAtom, () => {
      if (appStore.get(alertModalAtom) === null) {
        unsubscribe();
        resolve(false);
      }
    });
  });
}

export function closeAlertModal(): void {
  appStore.set(alertModalAtom, null);
}
