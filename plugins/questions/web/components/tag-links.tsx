import { Link } from 'react-router-dom';
import type { TagRef } from '../api';

type Shown = Pick<TagRef, 'slug_name' | 'display_name'>;

export function TagLinks({ tags }: { tags: Shown[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <ul className="qq-tags" data-testid="tags">
      {tags.map((tag) => (
        <li key={tag.slug_name}>
          <Link className="qq-tag" to={`/tags/${encodeURIComponent(tag.slug_name)}`}>
            {tag.display_name || tag.slug_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
