import { atom } from 'jotai';
import { appStore } from '../app/atoms';

export type ToastVariant = 'danger' | 'success' | 'info';
export interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

/** SPEC §8: toasts vanish after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

/** Shows a toast; usable outside React (the api client does). */
export function toast(message: string, variant: ToastVariant = 'info'): void {
  if (!message) return;
  const id = nextId++;
  appStore.set(toastsAtom, (list) => [...list, { id, message, variant }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}
