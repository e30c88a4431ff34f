import { useTranslation } from '../../../../web/src/sdk';
import { NavLink } from 'react-router-dom';

export function FlagsMenuLink() {
  const { t } = useTranslation('plugin.reports');
  return <NavLink to="/admin/flags">{t('menu')}</NavLink>;
}
