import { defineExtensionPoint } from '../../../kernel/api.ts';

/*
 * What badges offers and asks of other plugins.
 *
 * Badges listens to the events of the plugins it reads (questions' edits and acceptances,
 * votes' `vote.cast`, users' `user.profile_updated`). Plugins it does not read tell it what
 * their members did through the two consumer-owned contracts below, and name `badges` as
 * optional: they emit `badges.evidence` as it happens and list what happened before through
 * `EvidenceSourcePoint` (the backfill). Either way the plugin graph keeps one direction.
 */

/** Things members do that badges reward, named by what happened, not by the badge. */
export const EVIDENCE_KINDS = ['post_edited', 'post_flagged', 'post_reacted'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** One member did `kind` to a post (or comment), `objectId`. */
export interface Evidence {
  kind: EvidenceKind;
  userId: string;
  objectId: string;
}

/** A plugin that knows of some kinds of evidence, for the backfill of members who were here first. */
export interface EvidenceSource {
  readonly kinds: readonly EvidenceKind[];
  /**
   * What happened of `kind`, in whatever order the source keeps it, at most `limit` from the
   * cursor `after` ('' for the start); `next` is the cursor of the following page, '' at the end.
   */
  list(kind: EvidenceKind, after: string, limit: number): Promise<{ evidence: Evidence[]; next: string }>;
}

export const EvidenceSourcePoint = defineExtensionPoint<EvidenceSource, 'many'>('badges.evidence-source', { owner: 'badges', cardinality: 'many', members: ['list'] });

/** A badge given to a member (emitted in the transaction that stored the award). */
export interface BadgeAwarded {
  awardId: string;
  badgeId: string;
  userId: string;
  /** The post that earned it ('0' for none). */
  awardKey: string;
  /** The badge's name as a catalogue key, for a notice to translate for its reader. */
  nameKey: string;
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /** Emitted by the plugin that saw it, in its transaction; badges awards after the commit. */
    'badges.evidence': Evidence;
    'badge.awarded': BadgeAwarded;
  }
}
