import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDownIcon, MenuIcon } from './icons';

/**
 * The left menu of two-column screens (admin, settings). On a phone it folds behind one button
 * that names the page shown (its active link), instead of wrapping a dozen links into a jumble;
 * choosing a link folds it again. From 769 px up the button is hidden and the menu always shows.
 */
export function SideMenu({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const nav = useRef<HTMLElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  // The active link may come from a plugin's slot, drawn after this menu: follow the menu's DOM.
  useEffect(() => {
    const el = nav.current;
    if (!el) return;
    const read = () => setCurrent(el.querySelector('a.active')?.textContent?.trim() ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <div className={`q-side-nav${open ? ' is-open' : ''}`} data-testid={testId}>
      <button type="button" className="q-side-menu__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="side-menu-toggle">
        <MenuIcon size={16} />
        <span className="q-side-menu__toggle-label">{current || label}</span>
        <ChevronDownIcon size={14} />
      </button>
      <nav id={id} ref={nav} className="q-side-menu" aria-label={label}>
        {children}
      </nav>
    </div>
  );
}
