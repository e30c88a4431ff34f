import type { PluginContext } from '../../../kernel/api.ts';
import type {} from '../../questions/server/api.ts';
import type {} from '../../users/server/api.ts';
import type {} from '../../votes/server/api.ts';
import type {} from './api.ts';
import type { AwardRules } from './award-rules.ts';
import type { AwardService, Candidate } from './award-service.ts';

/**
 * Wires the rules to the events that earn badges. Awards are given after the action committed
 * (a badge never holds up or rolls back what a member did); only a deleted account's badges go
 * in the deleting transaction, so a failure there leaves the member as they were. Every award
 * event also nudges the backfill schedule.
 */
export function listenForAwards(events: PluginContext['events'], rules: AwardRules, awards: AwardService, nudge: () => void): void {
  const give = async (earned: Promise<Candidate[]>) => {
    // The first event after the plugin is switched back on starts the backfill of what it missed.
    nudge();
    await awards.give(await earned);
  };
  events.on('question.updated', (e) => give(rules.edited(e)));
  events.on('answer.updated', (e) => give(rules.edited(e)));
  events.on('answer.accepted', (e) => give(rules.accepted(e)));
  events.on('vote.cast', (e) => give(rules.voted(e)));
  events.on('user.profile_updated', (e) => give(rules.profileSaved(e)));
  events.on('badges.evidence', (e) => give(rules.evidence(e)));
  events.on('user.status_changed', async (e, trx) => {
    if (e.status === 'deleted') await awards.revokeAll(e.userId, trx);
  }, 'sync');
}
