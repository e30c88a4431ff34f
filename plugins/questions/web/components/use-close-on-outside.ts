import { useEffect, type RefObject } from 'react';

/** Closes an open menu when the reader presses anywhere outside it. */
export function useCloseOnOutside(open: boolean, ref: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open, ref, setOpen]);
}
