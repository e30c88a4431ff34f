import { useNavigate } from 'react-router-dom';
import { usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { tagsApi } from '../api';
import { TagForm } from './tag-form';

const NS = 'plugin.tags';

/** `/tags/create` (admin or moderator). */
export function TagCreatePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  usePageTitle(`${NS}:page_title.create`);
  return (
    <section>
      <h1>{t('create.heading')}</h1>
      <TagForm
        testId="create-tag-form"
        initial={{ display_name: '', slug_name: '', original_text: '' }}
        submitLabel={t('create.submit')}
        onSubmit={async (v) => {
          const res = await tagsApi.create({ display_name: v.display_name.trim(), slug_name: v.slug_name.trim(), original_text: v.original_text });
          navigate(`/tags/${encodeURIComponent(res?.slug_name ?? v.slug_name)}`);
        }}
      />
    </section>
  );
}
