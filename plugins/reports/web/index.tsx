import { AdminUserSlot, defineWebPlugin, lazyFill, loadPluginTexts } from '../../../web/src/sdk';
import { FlagDialogSlot } from '../../questions/web/slots';

/** The flag dialog's code and texts, and the reason dialog's (questions' member texts), the first time someone flags. */
const flagDialog = () => Promise.all([import('./components/flag-dialog'), loadPluginTexts('reports', 'member'), loadPluginTexts('questions', 'member')]).then(([m]) => m.FlagDialog);

/**
 * The flag dialog behind every Flag button; /admin/flags: the flag desk, its entry in the admin
 * menu, and a member's flags on their admin overview.
 */
export default defineWebPlugin({
  id: 'reports',
  routes: [{ path: 'flags', layout: 'admin', menu: { labelKey: 'menu' }, lazy: () => import('./components/flags-page').then((m) => ({ Component: m.FlagsPage })) }],
  slots: [
    lazyFill(FlagDialogSlot, flagDialog),
    lazyFill(AdminUserSlot, () => import('./components/member-flags').then((m) => m.MemberFlags)),
  ],
});
