import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBlocker } from 'react-router-dom';
import { confirmModal } from '../modal-store';
import { hasUnsavedChanges } from './leave-guard';

/** Asks before leaving a page with unsaved form text (in-app navigation and tab close). */
export function LeaveGuardHost() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmModal(t('editor.leave_page')).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      e.preventDefault();
      e.returnValue = t('editor.changes_not_saved');
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [t]);

  return null;
}
