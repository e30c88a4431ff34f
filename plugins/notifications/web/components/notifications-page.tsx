import { useEffect } from 'react';
import { Link, NavLink, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorPage, Loading, Pagination, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { INBOX_TYPES, NOTIFICATION_TYPES, PAGE_SIZE_DEFAULT, notificationApi, notificationKeys, type InboxType, type NotificationPage, type NotificationType } from '../api';
import { NoticeRow } from './notice-row';
import '../notifications.css';

const NS = 'plugin.notifications';
const isType = (v: string | undefined): v is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(v ?? '');
const isInboxType = (v: string | null): v is InboxType => (INBOX_TYPES as readonly string[]).includes(v ?? '');

/** `/users/notifications/{inbox|achievement}?inbox_type=&page=`; opening a list clears its dot. */
export function NotificationsPage() {
  const { t } = useTranslation(NS);
  const { type } = useParams();
  const [params] = useSearchParams();
  const inboxType = isInboxType(params.get('inbox_type')) ? (params.get('inbox_type') as InboxType) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { mutate: mutateKey } = useSWRConfig();
  usePageTitle(`${NS}:page_title`);
  const key = isType(type) ? notificationKeys.page(type, inboxType, page, PAGE_SIZE_DEFAULT) : null;
  const { data, mutate } = useSWR<NotificationPage>(key);

  useEffect(() => {
    if (!isType(type)) return;
    void notificationApi.clearDot(type).then((dots) => mutateKey(notificationKeys.redDot(), dots, { revalidate: false }));
  }, [type, mutateKey]);

  if (!isType(type)) return <ErrorPage code="404" />;
  const readAll = async () => {
    await notificationApi.readAll(type);
    await mutate();
  };
  const read = async (id: string) => {
    await notificationApi.read(id);
    await mutate();
  };

  return (
    <div className="qn-page" data-testid="notifications-page">
      <h2>{t('title')}</h2>
      <div className="q-row q-space-between q-wrap qn-head">
        <nav className="qn-tabs" aria-label={t('title')}>
          {NOTIFICATION_TYPES.map((tab) => (
            <NavLink key={tab} to={`/users/notifications/${tab}`} className="q-btn q-btn--light q-btn--small" data-testid={`notifications-tab-${tab}`}>{t(`type.${tab}`)}</NavLink>
          ))}
        </nav>
        <button type="button" className="q-btn q-btn--light q-btn--small" onClick={() => void readAll()} data-testid="notifications-read-all">{t('read_all')}</button>
      </div>
      {type === 'inbox' && (
        <nav className="qn-filters" aria-label={t('inbox_type.label')}>
          {INBOX_TYPES.map((it) => (
            <Link key={it} to={it === 'all' ? '?' : `?inbox_type=${it}`} className={it === inboxType ? 'is-active' : ''} aria-current={it === inboxType ? 'page' : undefined}>{t(`inbox_type.${it}`)}</Link>
          ))}
        </nav>
      )}
      {!data ? (
        <Loading />
      ) : data.list.length === 0 ? (
        <p className="q-muted qn-empty" data-testid="notifications-empty">{t(`empty.${type}`)}</p>
      ) : (
        <>
          <ul className="qn-list" data-testid="notifications-list">
            {data.list.map((item) => <NoticeRow key={item.id} item={item} type={type} onOpen={() => void read(item.id)} />)}
          </ul>
          <Pagination currentPage={page} totalSize={data.count} pageSize={PAGE_SIZE_DEFAULT} />
        </>
      )}
    </div>
  );
}
