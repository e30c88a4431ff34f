import type { Privileges, SessionUser } from '../../../kernel/api.ts';
import { flagsTaken, type FlagDesk } from './api.ts';
import type { ActionLabel, ActionTerms } from './member-actions.ts';

/**
 * What `member_actions` are offered with, per post kind and viewer: the labels, whether an
 * enabled plugin takes flags on the kind, and whether the viewer may edit others' posts of it
 * (the site's `*.edit` privilege, asked only while edits by others have a way in: the revisions
 * plugin's history).
 */
export class MemberActionTerms {
  constructor(
    private readonly label: ActionLabel,
    private readonly flagDesk: () => FlagDesk | undefined,
    private readonly history: () => unknown,
    private readonly privileges: Pick<Privileges, 'can'>,
  ) {}

  async of(source: 'question' | 'answer', viewer?: SessionUser): Promise<ActionTerms> {
    const editOthers = !!viewer && !!this.history() && (await this.privileges.can(viewer, `${source}.edit`));
    return { label: this.label, flaggable: flagsTaken(this.flagDesk(), source), editOthers };
  }
}
