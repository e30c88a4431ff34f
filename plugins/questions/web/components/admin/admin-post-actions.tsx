import { useRef, useState } from 'react';
import { useTranslation } from '../../../../../web/src/sdk';
import { Link } from 'react-router-dom';
import { useCloseOnOutside } from '../use-close-on-outside';

const NS = 'plugin.questions';

interface Props {
  editPath: string;
  deleted: boolean;
  /** A held post (status 11) is decided in the review queue, as Answer's admin links it. */
  pendingId?: string;
  onChangeStatus: () => void;
  onUndelete: () => void;
}

/** The menu at the end of an admin content row: edit, change status, and undelete for deleted posts. */
export function AdminPostActions({ editPath, deleted, pendingId, onChangeStatus, onUndelete }: Props) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useCloseOnOutside(open, ref, setOpen);
  const pick = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  if (pendingId) {
    return (
      <Link className="q-btn q-btn--small" to={`/review?type=queued_post&objectId=${encodeURIComponent(pendingId)}`} data-testid="admin-post-review">
        {t('admin.review')}
      </Link>
    );
  }
  return (
    <div className="q-menu" ref={ref}>
      <button type="button" className="q-btn q-btn--small" aria-haspopup="menu" aria-expanded={open} data-testid="admin-post-actions" onClick={() => setOpen(!open)}>
        {t('admin.actions')}
      </button>
      {open && (
        <div className="q-menu__list" role="menu">
          {!deleted && <Link role="menuitem" to={editPath}>{t('admin.edit')}</Link>}
          <button type="button" role="menuitem" data-testid="admin-post-change-status" onClick={pick(onChangeStatus)}>{t('admin.change_status')}</button>
          {deleted && <button type="button" role="menuitem" data-testid="admin-post-undelete" onClick={pick(onUndelete)}>{t('admin.undelete')}</button>}
        </div>
      )}
    </div>
  );
}
