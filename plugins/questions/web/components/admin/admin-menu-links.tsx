import { useTranslation } from '../../../../../web/src/sdk';
import { NavLink } from 'react-router-dom';

/** The admin menu's entries for the content pages, stacked as the menu's own links are (one slot item holds both). */
export function AdminContentMenuLinks() {
  const { t } = useTranslation('plugin.questions');
  return (
    <div className="q-side-menu">
      <NavLink to="/admin/questions">{t('admin.menu_questions')}</NavLink>
      <NavLink to="/admin/answers">{t('admin.menu_answers')}</NavLink>
    </div>
  );
}
