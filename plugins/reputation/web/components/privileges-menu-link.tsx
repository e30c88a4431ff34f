import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export function PrivilegesMenuLink() {
  const { t } = useTranslation('plugin.reputation');
  return <NavLink to="/admin/privileges">{t('menu')}</NavLink>;
}
