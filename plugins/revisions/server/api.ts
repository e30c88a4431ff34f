import { defineExtensionPoint, type SessionUser } from '../../../kernel/api.ts';
import type { ContentVersion, VersionedType } from '../../tags/server/api.ts';

/**
 * Who edits others' content directly and whose edit waits for review; provided by the review
 * plugin. Without one only authors and staff edit (tags: staff), and nothing waits.
 */
export interface EditGate {
  /** Refuses with 403 when `user` may not edit this content at all. */
  route(user: SessionUser, target: { objectType: VersionedType; authorId: string }): Promise<'apply' | 'review'>;
}

export const EditGatePoint = defineExtensionPoint<EditGate, 'one'>('revisions.edit-gate', { owner: 'revisions', cardinality: 'one', members: ['route'] });

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /** A member's edit waits for review (emitted once stored); review queues listen. */
    'revision.suggested': { revisionId: string; objectId: string; objectType: VersionedType; userId: string };
    /** A suggestion was applied, inside the transaction that applied it (the editor earns reputation). */
    'revision.approved': { revisionId: string; objectId: string; objectType: VersionedType; userId: string; reviewerId: string };
  }
}

/** A version a member suggested, as the review queue shows it. */
export interface SuggestedEdit {
  id: string;
  userId: string;
  /** 1 waiting, 2 applied, 3 rejected. */
  status: number;
  createdAt: number;
  version: ContentVersion;
}

/** The suggestions waiting for review; provided by revisions for the review plugin. */
export interface RevisionQueue {
  /** Waiting suggestions of `types`, oldest first, leaving out those by `notBy`. */
  waiting(types: VersionedType[], q: { page: number; pageSize: number; notBy: string }): Promise<{ count: number; list: SuggestedEdit[] }>;
  counts(types: VersionedType[], notBy: string): Promise<Map<VersionedType, number>>;
  find(id: string): Promise<SuggestedEdit | undefined>;
  /** Refuses with 400 when the suggestion was already decided. */
  reject(id: string, reviewerId: string): Promise<void>;
}

export const RevisionQueuePoint = defineExtensionPoint<RevisionQueue, 'one'>('revisions.queue', { owner: 'revisions', cardinality: 'one', members: ['waiting', 'counts', 'find', 'reject'] });
