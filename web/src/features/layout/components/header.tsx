import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, NavLink } from 'react-router-dom';
import { useCurrentUser, useSiteInfo } from '../../../app/atoms';
import { MenuIcon, PlusIcon } from '../../../components/icons';
import { enabledIds } from '../../../plugin-host/plugin-registry';
import { usePluginStatus } from '../../../plugin-host/plugin-status';
import { Slot } from '../../../plugin-host/slot';
import { HeaderNavSlot, HeaderRightSlot, HeaderSearchSlot } from '../../../sdk/shell-slots';
import { mobileNavOpenAtom } from '../atoms';

/** Members only: its code stays out of a visitor's first load (a member's page hydrates it when it arrives). */
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function Brand() {
  const site = useSiteInfo();
  const name = site?.general?.name ?? '';
  const { logo, mobile_logo: mobileLogo } = site?.branding ?? {};
  return (
    <Link to="/" className="q-header__brand" data-testid="brand">
      {logo ? (
        <>
          <img src={logo} alt={name} className={mobileLogo ? 'q-header__logo q-hide-mobile' : 'q-header__logo'} />
          {mobileLogo && <img src={mobileLogo} alt={name} className="q-header__logo q-show-mobile" />}
        </>
      ) : (
        <span className="q-header__name">{name}</span>
      )}
    </Link>
  );
}

/** SPEC §2.3 header. */
export function Header() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const site = useSiteInfo();
  const [navOpen, setNavOpen] = useAtom(mobileNavOpenAtom);
  const { data: plugins } = usePluginStatus();
  // `end` on /users: the account pages (/users/login, …) are not the users list. A link to a
  // plugin's page is offered while that plugin is on (the page is a 404 otherwise), and while
  // the status is unknown; /questions is the shell's home page when its plugin is off.
  const links = [
    { to: '/questions', label: t('header.questions'), end: false },
    { to: '/tags', label: t('header.tags'), end: false, plugin: 'tags' },
    { to: '/users', label: t('header.users'), end: true, plugin: 'users' },
  ].filter((l) => !l.plugin || plugins === undefined || enabledIds(plugins).has(l.plugin));
  return (
    <header className="q-header" data-testid="header">
      <div className="q-container q-header__inner">
        <button type="button" className="q-header__burger q-show-mobile" aria-label={t('header.menu')} aria-expanded={navOpen} onClick={() => setNavOpen(!navOpen)}>
          <MenuIcon />
        </button>
        <Brand />
        <nav className={`q-header__nav${navOpen ? ' is-open' : ''}`} aria-label={t('header.main_nav')}>
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.end} onClick={() => setNavOpen(false)}>{l.label}</NavLink>
          ))}
          <Slot slot={HeaderNavSlot} className="q-header__slot" />
        </nav>
        <Slot slot={HeaderSearchSlot} className="q-header__search" />
        <div className="q-header__right">
          {/* On a phone only its icon shows (the name stays for screen readers): asking is a main action at every width. */}
          <Link to="/questions/ask" className="q-btn q-btn--light q-header__ask" data-testid="ask-button" title={t('header.add_question')}>
            <PlusIcon size={16} />
            <span className="q-header__ask-text">{t('header.add_question')}</span>
          </Link>
          <Slot slot={HeaderRightSlot} className="q-header__slot" />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <Link to="/users/login" className="q-btn q-btn--link q-visitor-only" data-testid="login-link">{t('header.login')}</Link>
              {site?.login?.allow_new_registrations && (
                <Link to="/users/register" className="q-btn q-btn--light q-visitor-only" data-testid="signup-link">{t('header.signup')}</Link>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}

