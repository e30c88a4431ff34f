import { defineExtensionPoint, type SessionUser } from '../../../kernel/api.ts';
import type { VersionedType } from '../../tags/server/api.ts';

/** The privileges review asks about (Answer's `rank.<type>.<action>` keys). */
export type ReviewPrivilege = `${VersionedType}.${'edit' | 'edit_without_review' | 'audit'}`;

/**
 * Reputation-based privileges, for the plugin that keeps them. Without a provider only role
 * powers count: staff edit without review and review; members may suggest edits (which wait).
 */
export interface Privileges {
  has(user: SessionUser, privilege: ReviewPrivilege): Promise<boolean>;
}

export const PrivilegesPoint = defineExtensionPoint<Privileges, 'one'>('review.privileges', { owner: 'review', cardinality: 'one', members: ['has'] });
