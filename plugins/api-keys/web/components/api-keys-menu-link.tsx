import { NavLink } from 'react-router-dom';
import { accountState, useCurrentUser, useTranslation } from '../../../../web/src/sdk';

/** Moderators share the admin area; keys act as an admin, so they are the admin's alone. */
export function ApiKeysMenuLink() {
  const { t } = useTranslation('plugin.api-keys');
  const user = useCurrentUser();
  if (!accountState(user).isAdmin) return null;
  return <NavLink to="/admin/api-keys">{t('menu')}</NavLink>;
}
