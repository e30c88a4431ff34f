import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../../../web/src/sdk';

export function BadgesAdminMenuLink() {
  const { t } = useTranslation('plugin.badges');
  return <NavLink to="/admin/badges">{t('admin.title')}</NavLink>;
}
