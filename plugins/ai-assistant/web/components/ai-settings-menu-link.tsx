import { NavLink } from 'react-router-dom';
import { accountState, useCurrentUser, useTranslation } from '../../../../web/src/sdk';

/** "AI settings" under Settings in the admin menu, for admins (moderators see the menu too). */
export function AiSettingsMenuLink() {
  const { t } = useTranslation('plugin.ai-assistant');
  const { isAdmin } = accountState(useCurrentUser());
  return isAdmin ? <NavLink to="/admin/ai-settings">{t('menu_settings')}</NavLink> : null;
}
