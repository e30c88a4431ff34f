import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { tagByIdKey, tagsApi, type TagInfo } from '../api';
import { TagForm } from './tag-form';

const NS = 'plugin.tags';
const fetchTag = ([, , params]: readonly unknown[]) => tagsApi.byId((params as { id: string }).id);

/** `/tags/:tagId/edit`. */
export function TagEditPage() {
  const { t } = useTranslation(NS);
  const { tagId = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(`${NS}:page_title.edit`);
  const { data: tag, error } = useSWR<TagInfo>(tagId ? tagByIdKey(tagId) : null, fetchTag);
  if (error) return <ErrorPage code="404" />;
  if (!tag) return <Loading />;
  return (
    <section>
      <h1>{t('edit.heading')}</h1>
      <TagForm
        testId="edit-tag-form"
        withSummary
        initial={{ display_name: tag.display_name, slug_name: tag.slug_name, original_text: tag.original_text ?? '', edit_summary: '' }}
        submitLabel={t('edit.submit')}
        onSubmit={async (v) => {
          await tagsApi.update({ tag_id: tag.tag_id, display_name: v.display_name.trim(), slug_name: v.slug_name.trim(), original_text: v.original_text, edit_summary: v.edit_summary });
          toast(t('edit.saved'), 'success');
          navigate(`/tags/${encodeURIComponent(v.slug_name.trim())}/info`);
        }}
      />
    </section>
  );
}
