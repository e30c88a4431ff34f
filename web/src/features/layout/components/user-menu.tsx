import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { ROLE_ADMIN, type CurrentUser } from '../../../app/types';
import { logout } from '../../../app/session';
import { chooseColorScheme, COLOR_SCHEMES, type ColorScheme } from '../../../app/color-scheme';
import { Avatar } from '../../../components/avatar';
import { accountState } from '../../../guards/account-state';
import { fetchRedDot, layoutKeys } from '../api';

/** The red dots as last polled by the notifications plugin (one request on mount without it). */
function useRedDot(user: CurrentUser) {
  const { data } = useSWR(accountState(user).isActivated ? layoutKeys.redDot() : null, fetchRedDot, { shouldRetryOnError: false, revalidateOnFocus: false });
  return data;
}

/** The member's color scheme, applied at once and kept for their next visits (app/color-scheme.ts). */
function ColorSchemeChoice() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(() => document.documentElement.dataset.colorScheme);
  const choose = (scheme: ColorScheme) => {
    chooseColorScheme(scheme);
    setCurrent(scheme);
  };
  return (
    <div className="q-menu__group" role="group" aria-label={t('header.color_scheme')} data-testid="color-scheme">
      <span className="q-menu__heading" aria-hidden="true">{t('header.color_scheme')}</span>
      <div className="q-menu__segments">
        {COLOR_SCHEMES.map((scheme) => (
          <button key={scheme} type="button" role="menuitemradio" aria-checked={current === scheme} onClick={() => choose(scheme)} data-testid={`color-scheme-${scheme}`}>
            {t(`header.scheme_${scheme}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Avatar menu: Profile, Settings, Admin (role 2), Review (can_revision), color scheme, Log out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const redDot = useRedDot(user);
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => ref.current?.contains(e.target as Node) || setOpen(false);
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="q-menu" ref={ref}>
      <button type="button" className="q-menu__toggle" aria-haspopup="menu" aria-expanded={open} aria-label={t('header.user_menu')} onClick={() => setOpen(!open)} data-testid="user-menu">
        <Avatar avatar={user.avatar} name={user.display_name} size={32} />
      </button>
      {open && (
        <div className="q-menu__list" role="menu">
          <Link role="menuitem" to={`/users/${encodeURIComponent(user.username)}`} onClick={close} data-testid="menu-profile">
            {t('header.profile')} <span className="q-muted" data-testid="menu-reputation">{user.rank}</span>
          </Link>
          <Link role="menuitem" to="/users/settings/profile" onClick={close}>{t('header.settings')}</Link>
          {user.role_id === ROLE_ADMIN && <Link role="menuitem" to="/admin" onClick={close}>{t('header.admin')}</Link>}
          {redDot?.can_revision && (
            <Link role="menuitem" to="/review" onClick={close}>
              {t('header.review')}
              {(redDot.revision ?? 0) > 0 && <span className="q-dot q-dot--inline" />}
            </Link>
          )}
          <hr />
          <ColorSchemeChoice />
          <hr />
          <button role="menuitem" type="button" onClick={() => void logout()} data-testid="logout">{t('header.logout')}</button>
        </div>
      )}
    </div>
  );
}
