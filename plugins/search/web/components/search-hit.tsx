import { Link } from 'react-router-dom';
import { RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { TagLinks } from '../../../tags/web/api';
import { hitPath, type SearchItem } from '../api';

const NS = 'plugin.search';

/** One hit: kind, title, excerpt (server-escaped HTML whose only markup is `<em>`), counts, tags. */
export function SearchHit({ item }: { item: SearchItem }) {
  const { t } = useTranslation(NS);
  const { object } = item;
  return (
    <li className="qs-hit" data-testid="search-hit">
      <div className="qs-hit__title">
        <span className={`qs-hit__kind qs-hit__kind--${item.object_type}`}>{t(`kind.${item.object_type}`)}</span>
        <Link to={hitPath(item)}>{object.title}</Link>
        {object.status === 'closed' && <span className="qs-hit__status">{t('status.closed')}</span>}
      </div>
      <p className="qs-hit__excerpt" dangerouslySetInnerHTML={{ __html: object.excerpt }} />
      <div className="qs-hit__meta q-muted">
        <span>{object.user_info.display_name || object.user_info.username}</span>
        <RelativeTime time={object.created_at} />
        <span>{t('meta.votes', { count: object.vote_count })}</span>
        {item.object_type === 'question' && <span>{t('meta.answers', { count: object.answer_count })}</span>}
        {object.accepted && <span className="qs-hit__accepted">{t('meta.accepted')}</span>}
      </div>
      <TagLinks tags={object.tags} />
    </li>
  );
}
