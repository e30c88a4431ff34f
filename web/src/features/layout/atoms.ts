import { atom } from 'jotai';

/** Mobile navigation drawer. */
export const mobileNavOpenAtom = atom(false);
