import { Link } from 'react-router-dom';
import { Avatar, RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { questionPath } from '../../../questions/web/api';
import { DiffView } from '../../../revisions/web/api';
import type { UnreviewedItem } from '../api';

const NS = 'plugin.review';

function objectPath({ info }: UnreviewedItem): string {
  if (info.object_type === 'tag') return `/tags/${encodeURIComponent(info.current.slug_name)}`;
  return questionPath({ id: info.question_id }, info.object_type === 'answer' ? info.answer_id : undefined);
}

/** One suggestion: what it changes, who suggested it and why, and the word diff against the content now. */
export function SuggestedEdit({ item }: { item: UnreviewedItem }) {
  const { t } = useTranslation(NS);
  const edit = item.unreviewed_info;
  const editor = edit.user_info;
  const kind = ['question', 'answer', 'tag'].includes(item.type) ? t(`object.${item.type}`) : item.type;
  return (
    <article className="q-card" data-testid="suggested-edit" data-object={edit.object_id}>
      <header className="q-row q-gap q-wrap">
        <span className="q-badge">{kind}</span>
        <Link to={objectPath(item)} data-testid="suggested-object">{item.info.current.title || item.info.current.slug_name}</Link>
      </header>
      <p className="q-row q-gap q-wrap">
        <Avatar avatar={editor.avatar} name={editor.display_name || editor.username} size={24} />
        {editor.username ? <Link to={`/users/${encodeURIComponent(editor.username)}`}>{editor.display_name || editor.username}</Link> : <span>{editor.display_name}</span>}
        <RelativeTime time={edit.create_at} prefixKey="plugin.review:suggested" />
      </p>
      {edit.reason && (
        <p data-testid="suggested-reason">
          <strong>{t('reason')}</strong> {edit.reason}
        </p>
      )}
      <DiffView before={item.info.current} after={edit.content} />
    </article>
  );
}
