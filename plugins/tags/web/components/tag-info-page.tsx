import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, PostHtml, RelativeTime, loadPluginTexts, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { synonymsKey, type TagSynonyms } from '../api';
import { useTagByName } from './tag-detail-page';
import { TagSynonymList } from './tag-synonym-list';

const NS = 'plugin.tags';

/* Staff tools and their text load only for staff, when the server offers them actions. */
const withStaffTexts = <M,>(load: Promise<M>) => Promise.all([load, loadPluginTexts('tags', 'staff')]).then(([m]) => m);
const TagStaffTools = lazy(() => withStaffTexts(import('./tag-staff-tools')).then((m) => ({ default: m.TagStaffTools })));
const TagSynonymsStaff = lazy(() => withStaffTexts(import('./tag-synonyms-staff')).then((m) => ({ default: m.TagSynonymsStaff })));

/** `/tags/:tagName/info`: the tag wiki and its synonyms; staff also edit, delete, merge and recover here. */
export function TagInfoPage() {
  const { t } = useTranslation(NS);
  const { tagName = '' } = useParams();
  const { data: tag, error } = useTagByName(tagName);
  const deleted = tag?.status === 'deleted';
  // A deleted tag has no synonyms (deleting needs none), and only staff reach it.
  const synonyms = useSWR<TagSynonyms>(tag && !deleted ? synonymsKey(tag.tag_id) : null);
  usePageTitle(tag ? `${NS}:page_title.tag_info` : null, { name: tag?.display_name ?? '' });
  if (error) return <ErrorPage code="404" />;
  if (!tag) return <Loading />;
  const canEdit = tag.member_actions.some((a) => a.action === 'edit');
  const staffSynonyms = synonyms.data?.member_actions.some((a) => a.action === 'edit');
  const synonymList = synonyms.data?.synonyms ?? [];
  return (
    <div data-testid="tag-info">
      {deleted && (
        <p className="q-alert q-alert--danger" data-testid="tag-deleted">
          {t('info.deleted')}
        </p>
      )}
      <header className="qt-head">
        <h1 className="qt-title">
          <Link to={`/tags/${encodeURIComponent(tag.slug_name)}`}>{tag.display_name}</Link>
        </h1>
        {tag.updated_at ? (
          <span className="q-muted">
            {t('info.updated')} <RelativeTime time={tag.updated_at} />
          </span>
        ) : null}
      </header>
      {tag.parsed_text ? <PostHtml html={tag.parsed_text} testId="tag-wiki" /> : <p className="q-muted">{t('detail.no_description')}</p>}
      <div className="q-row q-gap q-wrap qt-actions">
        {canEdit && (
          <Link to={`/tags/${tag.tag_id}/edit`} className="q-btn q-btn--small" data-testid="edit-tag">
            {t('info.edit')}
          </Link>
        )}
        {tag.member_actions.length > 0 && (
          <Suspense fallback={null}>
            <TagStaffTools tag={tag} synonymCount={synonymList.length} />
          </Suspense>
        )}
      </div>
      {!deleted && (
        <section className="qt-synonyms" data-testid="tag-synonyms">
          <h2>{t('info.synonyms')}</h2>
          {!synonyms.data ? null : staffSynonyms ? (
            <Suspense fallback={<TagSynonymList synonyms={synonymList} />}>
              <TagSynonymsStaff tag={tag} synonyms={synonymList} onSaved={() => void synonyms.mutate()} />
            </Suspense>
          ) : (
            <TagSynonymList synonyms={synonymList} />
          )}
        </section>
      )}
    </div>
  );
}
