import { NavLink } from 'react-router-dom';
import { accountState, useCurrentUser, useTranslation } from '../../../../web/src/sdk';

/** Moderators share the admin area; webhooks are the admin's alone. */
export function WebhooksMenuLink() {
  const { t } = useTranslation('plugin.webhooks');
  const user = useCurrentUser();
  if (!accountState(user).isAdmin) return null;
  return <NavLink to="/admin/webhooks">{t('menu')}</NavLink>;
}
