import type { EvidenceSource } from '../../badges/server/api.ts';
import type { ReactionRepository } from './reaction-repository.ts';

/** Who reacted to what, for the badges plugin's backfill (First Reaction), in reaction order. */
export function reactionEvidence(reactions: ReactionRepository): EvidenceSource {
  return {
    kinds: ['post_reacted'],
    async list(_kind, after, limit) {
      const rows = await reactions.after(Number(after) || 0, limit);
      return {
        evidence: rows.map((r) => ({ kind: 'post_reacted' as const, userId: String(r.user_id), objectId: r.object_id })),
        next: rows.length < limit ? '' : String(rows.at(-1)!.id),
      };
    },
  };
}
