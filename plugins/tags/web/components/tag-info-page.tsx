import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, PostHtml, RelativeTime, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { synonymsKey, type TagSynonyms } from '../api';
import { useTagByName } from './tag-detail-page';

const NS = 'plugin.tags';

/** `/tags/:tagName/info`: the tag wiki and its synonyms. */
export function TagInfoPage() {
  const { t } = useTranslation(NS);
  const { tagName = '' } = useParams();
  const { data: tag, error } = useTagByName(tagName);
  const synonyms = useSWR<TagSynonyms>(tag ? synonymsKey(tag.tag_id) : null);
  usePageTitle(tag ? `${NS}:page_title.tag_info` : null, { name: tag?.display_name ?? '' });
  if (error) return <ErrorPage code="404" />;
  if (!tag) return <Loading />;
  const canEdit = tag.member_actions.some((a) => a.action === 'edit');
  return (
    <div data-testid="tag-info">
      <header className="qt-head">
        <h1>
          <Link to={`/tags/${encodeURIComponent(tag.slug_name)}`}>{tag.display_name}</Link>
        </h1>
        {tag.updated_at ? (
          <span className="q-muted">
            {t('info.updated')} <RelativeTime time={tag.updated_at} />
          </span>
        ) : null}
      </header>
      {tag.parsed_text ? <PostHtml html={tag.parsed_text} testId="tag-wiki" /> : <p className="q-muted">{t('detail.no_description')}</p>}
      {canEdit && (
        <p>
          <Link to={`/tags/${tag.tag_id}/edit`} className="q-btn" data-testid="edit-tag">
            {t('info.edit')}
          </Link>
        </p>
      )}
      <h2>{t('info.synonyms')}</h2>
      {synonyms.data?.synonyms.length ? (
        <ul className="qt-tags">
          {synonyms.data.synonyms.map((s) => (
            <li key={s.slug_name}>
              <span className="qt-tag">{s.display_name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="q-muted">{t('info.no_synonyms')}</p>
      )}
    </div>
  );
}
