import { HeaderNavSlot, defineWebPlugin, fill, lazyFill, loadPluginTexts, withPluginTexts } from '../../../web/src/sdk';
import { PostAuthorSlot, QuestionActionsSlot } from '../../questions/web/slots';
import { ProfileOverviewSlot } from '../../users/web/slots';
import { BadgesNavLink } from './components/badges-nav-link';

/**
 * The badges pages (`/badges`, `/badges/:badgeId`), a header link, a member's recent badges on
 * their profile, a tally beside post authors and a share link's visit (First Share); the admin's `/admin/badges` and its menu entry. Everything but the link, code and text
 * (locales/pages), loads where it shows.
 */
export default defineWebPlugin({
  id: 'badges',
  routes: [
    { path: '/badges', lazy: withPluginTexts('badges', 'pages', () => import('./components/badges-page').then((m) => ({ Component: m.BadgesPage }))) },
    { path: '/badges/:badgeId', lazy: withPluginTexts('badges', 'pages', () => import('./components/badge-page').then((m) => ({ Component: m.BadgePage }))) },
    // its text (locales/admin) loads with the admin layout
    { path: 'badges', layout: 'admin', menu: { labelKey: 'admin.title' }, lazy: () => import('./components/admin-badges-page').then((m) => ({ Component: m.AdminBadgesPage })) },
  ],
  slots: [
    fill(HeaderNavSlot, BadgesNavLink),
    lazyFill(ProfileOverviewSlot, () => Promise.all([import('./components/recent-badges'), loadPluginTexts('badges', 'pages')]).then(([m]) => m.RecentBadges)),
    lazyFill(QuestionActionsSlot, () => import('./components/share-visit').then((m) => m.ShareVisit)),
    lazyFill(PostAuthorSlot, () => Promise.all([import('./components/author-badges'), loadPluginTexts('badges', 'pages')]).then(([m]) => m.AuthorBadges)),
  ],
});
