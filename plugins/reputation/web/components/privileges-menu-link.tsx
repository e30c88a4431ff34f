import { useTranslation } from '../../../../web/src/sdk';
import { NavLink } from 'react-router-dom';

export function PrivilegesMenuLink() {
  const { t } = useTranslation('plugin.reputation');
  return <NavLink to="/admin/privileges">{t('menu')}</NavLink>;
}
