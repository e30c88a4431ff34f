import { Link, Navigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, Slot, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { tagByNameKey, tagsApi, type TagInfo } from '../api';
import { TagActionsSlot, TagMainSlot } from '../slots';

const NS = 'plugin.tags';
const fetchTag = ([, , params]: readonly unknown[]) => tagsApi.byName((params as { name: string }).name);

/** Loads a tag by slug; synonyms lead to their main tag. */
export function useTagByName(name: string) {
  return useSWR<TagInfo>(name ? tagByNameKey(name) : null, fetchTag);
}

/** `/tags/:tagName`: the tag, its follow button and its questions (SPEC §2.1). */
export function TagDetailPage() {
  const { t } = useTranslation(NS);
  const { tagName = '' } = useParams();
  const { data: tag, error } = useTagByName(tagName);
  usePageTitle(tag ? `${NS}:page_title.tag` : null, { name: tag?.display_name ?? '' });
  if (error) return <ErrorPage code="404" />;
  if (!tag) return <Loading />;
  if (tag.main_tag_slug_name && tag.main_tag_slug_name !== tag.slug_name) return <Navigate to={`/tags/${encodeURIComponent(tag.main_tag_slug_name)}`} replace />;
  return (
    <div data-testid="tag-detail">
      {tag.status === 'deleted' && (
        <p className="q-alert q-alert--danger" data-testid="tag-deleted">
          {t('info.deleted')}
        </p>
      )}
      <header className="qt-head">
        <h1 className="qt-title">{tag.display_name}</h1>
        <p className="q-muted">{tag.excerpt || tag.description || t('detail.no_description')}</p>
        <div className="q-row q-gap q-wrap">
          <Link to={`/tags/${encodeURIComponent(tag.slug_name)}/info`}>{t('detail.info')}</Link>
          <Slot slot={TagActionsSlot} context={{ tag }} />
          <Link className="q-btn q-btn--primary" to={`/questions/ask?tags=${encodeURIComponent(tag.slug_name)}`}>
            {t('detail.ask')}
          </Link>
        </div>
      </header>
      <Slot slot={TagMainSlot} context={{ tag }} />
    </div>
  );
}
