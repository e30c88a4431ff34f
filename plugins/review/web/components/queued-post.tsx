import { Link } from 'react-router-dom';
import { Avatar, PostHtml, RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { questionPath } from '../../../questions/web/api';
import type { PendingPost } from '../api';

const NS = 'plugin.review';

/** One held new post: what it is, who wrote it, which reviewer held it and why, and the post itself. */
export function QueuedPost({ item }: { item: PendingPost }) {
  const { t } = useTranslation(NS);
  const author = item.author_user_info;
  const path = questionPath({ id: item.question_id }, item.object_type === 'answer' ? item.answer_id : undefined);
  return (
    <article className="q-card" data-testid="queued-post" data-object={item.object_id}>
      <header className="q-row q-gap q-wrap">
        <span className="q-badge">{t(`object.${item.object_type}`)}</span>
        <Link to={path} data-testid="queued-object">{item.title}</Link>
      </header>
      <p className="q-row q-gap q-wrap">
        <Avatar avatar={author.avatar} name={author.display_name || author.username} size={24} />
        {author.username ? <Link to={`/users/${encodeURIComponent(author.username)}`}>{author.display_name || author.username}</Link> : <span>{author.display_name}</span>}
        <RelativeTime time={item.submit_at} prefixKey="plugin.review:posted" />
      </p>
      <p data-testid="queued-reason">
        <strong>{t('held_by', { reviewer: item.submitter_display_name })}</strong> {item.reason}
      </p>
      {item.tags.length > 0 && (
        <p className="q-row q-gap q-wrap">
          {item.tags.map((tag) => <span key={tag.slug_name} className="q-tag">{tag.display_name || tag.slug_name}</span>)}
        </p>
      )}
      <PostHtml html={item.parsed_text} testId="queued-body" />
    </article>
  );
}
