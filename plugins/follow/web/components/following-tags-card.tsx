import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { api, apiKey, useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import type { TagRef } from '../../../tags/schemas/tag';

const NS = 'plugin.follow';
const FOLLOWING = apiKey('/tags/following');

/** Slot `home.sidebar`: the member's followed tags (SPEC §2.3 following-tags card), editable in place. */
export function FollowingTagsCard() {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const { data, mutate } = useSWR<TagRef[]>(user ? FOLLOWING : null);
  const [editing, setEditing] = useState(false);
  if (!user || !data) return null;
  const unfollow = async (slug: string) => {
    const rest = data.filter((tag) => tag.slug_name !== slug).map((tag) => tag.slug_name);
    await api.put('/follow/tags', { slug_name_list: rest });
    await mutate();
  };
  return (
    <aside className="q-card" data-testid="following-tags">
      <h3 className="qf-card-title">
        {t('following_tags.title')}
        {data.length > 0 && (
          <button type="button" className="q-btn q-btn--link q-btn--small" onClick={() => setEditing(!editing)} data-testid="following-tags-edit">
            {editing ? t('following_tags.done') : t('following_tags.edit')}
          </button>
        )}
      </h3>
      {data.length === 0 ? (
        <p className="q-muted">{t('following_tags.empty')}</p>
      ) : (
        <ul className="qf-tags">
          {data.map((tag) => (
            <li key={tag.slug_name}>
              <Link className="qf-tag" to={`/tags/${encodeURIComponent(tag.slug_name)}`}>{tag.display_name || tag.slug_name}</Link>
              {editing && (
                <button type="button" className="q-btn q-btn--link q-btn--small" aria-label={t('following_tags.unfollow', { tag: tag.slug_name })} onClick={() => void unfollow(tag.slug_name)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
