import type { Knex } from 'knex';
import type { EvidenceSource } from '../../badges/server/api.ts';
import type { ReportRepository } from './report-repository.ts';

/** Who flagged what, for the badges plugin's backfill (First Flag), in flag order. */
export function reportEvidence(reports: ReportRepository, db: () => Knex): EvidenceSource {
  return {
    kinds: ['post_flagged'],
    async list(_kind, after, limit) {
      const rows = await reports.after(db(), after, limit);
      return {
        evidence: rows.map((r) => ({ kind: 'post_flagged' as const, userId: r.user_id, objectId: r.object_id })),
        next: rows.length < limit ? '' : rows.at(-1)!.id,
      };
    },
  };
}
