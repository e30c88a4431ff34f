import { Link } from 'react-router-dom';
import { useCurrentUser, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostActionsContext } from '../../../questions/web/slots';
import type { TagPageContext } from '../../../tags/web/slots';
import { timelinePath } from '../timeline-path';

const NS = 'plugin.revisions';

/** Timelines are for members only (SPEC §2.1), so visitors see no link. */
function TimelineLink({ to }: { to: string }) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Link className="q-btn q-btn--link" to={to} data-testid="timeline-link">
      {t('timeline.link')}
    </Link>
  );
}

/** Fills the question page's PostActionsSlot, beside share and edit. */
export function PostTimelineLink({ context }: FillProps<PostActionsContext>) {
  return <TimelineLink to={timelinePath({ type: context.objectType, id: context.objectId, questionId: context.questionId })} />;
}

/** Fills the tag page's TagActionsSlot. */
export function TagTimelineLink({ context }: FillProps<TagPageContext>) {
  return <TimelineLink to={timelinePath({ type: 'tag', id: context.tag.tag_id })} />;
}
