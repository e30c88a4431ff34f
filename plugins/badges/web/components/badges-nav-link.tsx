import { NavLink } from 'react-router-dom';
import { useTranslation } from '../../../../web/src/sdk';

/** "Badges" in the header's main navigation, after the shell's own links (Answer's header has it). */
export function BadgesNavLink() {
  const { t } = useTranslation('plugin.badges');
  return <NavLink to="/badges" data-testid="nav-badges">{t('nav')}</NavLink>;
}
