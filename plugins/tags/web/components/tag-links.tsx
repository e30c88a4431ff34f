import { Link } from 'react-router-dom';
import type { TagRef } from '../../schemas/tag';

type Shown = Pick<TagRef, 'slug_name' | 'display_name'>;

/** A post's tags as pills linking to each tag's page: one look in question lists, a question and search hits. */
export function TagLinks({ tags }: { tags: Shown[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <ul className="qt-tags" data-testid="tags">
      {tags.map((tag) => (
        <li key={tag.slug_name}>
          <Link className="qt-tag" to={`/tags/${encodeURIComponent(tag.slug_name)}`}>
            {tag.display_name || tag.slug_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
