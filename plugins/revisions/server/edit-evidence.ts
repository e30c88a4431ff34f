import type { Knex } from 'knex';
import type { EvidenceSource } from '../../badges/server/api.ts';
import type { RevisionRepository } from './revision-repository.ts';

/**
 * Who edited which question or answer, for the badges plugin's backfill (Editor), in timeline
 * order. Edits as they happen reach badges through questions' update events.
 */
export function editEvidence(repo: RevisionRepository, db: () => Knex): EvidenceSource {
  return {
    kinds: ['post_edited'],
    async list(_kind, after, limit) {
      const rows = await repo.appliedEdits(db(), Number(after) || 0, limit);
      return {
        evidence: rows.map((r) => ({ kind: 'post_edited' as const, userId: r.user_id, objectId: r.object_id })),
        next: rows.length < limit ? '' : String(rows.at(-1)!.id),
      };
    },
  };
}
