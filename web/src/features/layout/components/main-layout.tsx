import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { httpErrorAtom, useSiteInfo } from '../../../app/atoms';
import { usePageNonce, withScriptNonce } from '../../../app/page-nonce';
import { LeaveGuardHost } from '../../../components/editor/leave-guard-host';
import { ErrorPage } from '../../../components/error-page';
import { LoginModal } from '../../../components/login-modal';
import { usePluginStatusOnNavigation } from '../../../plugin-host/plugin-status';
import { Footer } from './footer';
import { Header } from './header';
import { Slot } from '../../../plugin-host/slot';
import { ThemeSlot } from '../../../sdk/shell-slots';
import { useSiteCustomization } from './site-customization';

/**
 * Header, content and footer; custom header/footer HTML from the site settings, its scripts
 * with the page's nonce (they run where the server rendered the page); before them the theme
 * plugin's style (`ThemeSlot`), drawn on the server too, so a page never shows unthemed.
 */
export function MainLayout() {
  const site = useSiteInfo();
  const location = useLocation();
  const [httpError, setHttpError] = useAtom(httpErrorAtom);
  useSiteCustomization(site);
  usePluginStatusOnNavigation();
  useEffect(() => setHttpError(null), [location.pathname, setHttpError]);
  const nonce = usePageNonce();
  const header = site?.custom_css_html?.custom_header;
  const footer = site?.custom_css_html?.custom_footer;
  return (
    <div className="q-app">
      <Slot slot={ThemeSlot} className="q-theme-slot" />
      {header && <div className="q-custom-header" dangerouslySetInnerHTML={{ __html: withScriptNonce(header, nonce) }} />}
      <Header />
      <main className="q-main q-container">
        {httpError ? <ErrorPage code={httpError.code === 403 ? '403' : '404'} message={httpError.message} /> : <Outlet />}
      </main>
      {footer && <div className="q-custom-footer" dangerouslySetInnerHTML={{ __html: withScriptNonce(footer, nonce) }} />}
      <Footer />
      <LoginModal />
      <LeaveGuardHost />
    </div>
  );
}
