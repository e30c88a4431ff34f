import type { Logger } from 'pino';
import type { AnswerViewerState, QuestionViewerState } from '../../schemas/viewer-state.ts';
import type { ViewerStateProvider } from '../api.ts';

export type { AnswerViewerState, QuestionViewerState };

/** Answer's neutral viewer fields: what visitors see, and posts the viewer did nothing to. */
export const QUESTION_STATE: QuestionViewerState = { vote_status: '', collected: false, is_followed: false };
export const ANSWER_STATE: AnswerViewerState = { vote_status: '', collected: false };

/**
 * Merges the enabled `ViewerStatePoint` providers' state of one viewer over neutral values.
 * A provider only sets the keys it declares in `fields`, and only those the post's shape has
 * (an answer has no `is_followed`); one that fails is logged and skipped, so a broken plugin
 * costs its own fields, not the page.
 */
export class ViewerStates {
  constructor(
    private readonly providers: () => ViewerStateProvider[],
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async of<S extends AnswerViewerState>(viewerId: string | undefined, postIds: string[], neutral: S): Promise<Map<string, S>> {
    const out = new Map<string, S>(postIds.map((id) => [id, { ...neutral }]));
    if (!viewerId || postIds.length === 0) return out;
    const wanted = [...new Set(postIds)];
    await Promise.all(this.providers().map(async (provider) => {
      let states: Map<string, Record<string, unknown>>;
      try {
        states = await provider.state(viewerId, wanted);
      } catch (err) {
        this.logger.error({ err, fields: provider.fields }, 'viewer state provider failed');
        return;
      }
      for (const [id, state] of states) {
        const target = out.get(id);
        if (!target) continue;
        for (const field of provider.fields) if (field in state && field in target) (target as Record<string, unknown>)[field] = state[field];
      }
    }));
    return out;
  }
}
