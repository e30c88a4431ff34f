import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

/** The admin menu's entries for the content pages. */
export function AdminContentMenuLinks() {
  const { t } = useTranslation('plugin.questions');
  return (
    <>
      <NavLink to="/admin/questions">{t('admin.menu_questions')}</NavLink>
      <NavLink to="/admin/answers">{t('admin.menu_answers')}</NavLink>
    </>
  );
}
