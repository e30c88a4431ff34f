import { defineExtensionPoint } from '../../../kernel/api.ts';

/** Flags waiting for a moderator, for queues that show counts (the review plugin's reviewing/type). */
export interface PendingFlags {
  count(): Promise<number>;
}

export const PendingFlagsPoint = defineExtensionPoint<PendingFlags, 'one'>('reports.pending-flags', { owner: 'reports', cardinality: 'one', members: ['count'] });

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /** A member flagged a question, answer or comment (emitted in the flag's transaction); webhooks listen. */
    'report.created': { reportId: string; objectId: string; objectType: 'question' | 'answer' | 'comment'; userId: string };
  }
}
