import { Link } from 'react-router-dom';
import { RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { noticePath, type NotificationItem, type NotificationType } from '../api';

const NS = 'plugin.notifications';

/**
 * One notice: in the inbox "who did what to which post", in achievements the reputation gained
 * or lost and the post it came from, or the badge earned. Opening the link marks it read; unread ones stand out.
 */
export function NoticeRow({ item, type, onOpen }: { item: NotificationItem; type: NotificationType; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  const path = noticePath(item.object_info);
  const title = item.object_info.title || t('no_title');
  const who = item.user_info;
  return (
    <li className={`qn-item${item.is_read ? '' : ' is-unread'}`} data-testid="notification-item" data-read={item.is_read}>
      <div>
        {type === 'achievement' && item.object_info.object_type === 'badge_award' ? (
          <span className="qn-rank qn-badge">{t('badge')}</span>
        ) : type === 'achievement' ? (
          <span className={`qn-rank${item.rank < 0 ? ' is-negative' : ''}`}>{item.rank > 0 ? `+${item.rank}` : item.rank}</span>
        ) : who && who.status !== 'deleted' ? (
          <Link to={`/users/${who.username}`}>{who.display_name}</Link>
        ) : (
          <span>{t('someone')}</span>
        )}{' '}
        {type === 'inbox' && <span>{item.notification_action} </span>}
        {path ? (
          <Link to={path} onClick={onOpen} data-testid="notification-link">{title}</Link>
        ) : (
          <button type="button" className="q-btn q-btn--link" onClick={onOpen} data-testid="notification-link">{title}</button>
        )}
      </div>
      <div className="q-muted qn-time">
        <RelativeTime time={item.update_time} />
      </div>
    </li>
  );
}
