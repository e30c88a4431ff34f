import { Link } from 'react-router-dom';
import { Avatar, RelativeTime, Slot, useTranslation } from '../../../../web/src/sdk';
import { PostAuthorSlot } from '../slots';
import type { UserBasic } from '../api';

const NS = 'plugin.questions';

/** Avatar, name and reputation (and what PostAuthorSlot adds) with the time of the post or its last edit. */
export function PostAuthor({ user, time, labelKey }: { user: UserBasic | null | undefined; time: number; labelKey: string }) {
  const { t } = useTranslation(NS);
  if (!user) return null;
  return (
    <div className="qq-post__author" data-testid="post-author">
      <Avatar avatar={user.avatar} name={user.display_name || user.username} size={24} />
      <span>
        <Link to={`/users/${encodeURIComponent(user.username)}`}>{user.display_name || user.username}</Link>
        {typeof user.rank === 'number' && <span className="q-muted"> · {user.rank}</span>}
        {user.username && <Slot slot={PostAuthorSlot} context={{ username: user.username }} className="qq-post__author-slot" />}
        <span className="q-muted q-block">
          {t(labelKey)} <RelativeTime time={time} />
        </span>
      </span>
    </div>
  );
}
