import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api, type FillProps, useCurrentUser } from '../../../../web/src/sdk';
import type { QuestionActionsContext } from '../../../questions/web/slots';

/**
 * Tells the server a question was opened through a member's share link (`?shareUserId=<username>`,
 * SPEC §2.3), which earns them First Share. Shows nothing; fills QuestionActionsSlot, which every
 * question page renders. One's own link tells nothing.
 */
export function ShareVisit({ context }: FillProps<QuestionActionsContext>) {
  const [params] = useSearchParams();
  const viewer = useCurrentUser();
  const sharer = params.get('shareUserId');
  const own = !!viewer && viewer.username === sharer;
  useEffect(() => {
    if (!sharer || own) return;
    // Nothing to show either way: a refusal (an unknown member in a hand-made link) stays quiet.
    api.post('/badge/share', { question_id: context.questionId, username: sharer }).catch(() => undefined);
  }, [sharer, own, context.questionId]);
  return null;
}
