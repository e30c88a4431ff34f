import type { Logger } from 'pino';
import type { Language, SessionUser } from '../../../../kernel/api.ts';
import type { MemberAction } from '../../../tags/schemas/tag.ts';
import type { PostRef, QuestionExtraActions } from '../api.ts';

/**
 * The enabled `QuestionExtraActionsPoint` providers' actions for one viewer, in plugin order
 * (`extends_actions`). One that fails is logged and skipped: a broken plugin costs its own
 * action, not the page.
 */
export class ExtraActions {
  constructor(
    private readonly providers: () => QuestionExtraActions[],
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async of(viewer: SessionUser | undefined, question: Pick<PostRef, 'id' | 'user_id' | 'status'>, language: Language): Promise<MemberAction[]> {
    if (!viewer) return [];
    const offered = await Promise.all(this.providers().map(async (provider) => {
      try {
        return await provider.actions(viewer, question, language);
      } catch (err) {
        this.logger.error({ err }, 'extra actions provider failed');
        return [];
      }
    }));
    return offered.flat();
  }
}
